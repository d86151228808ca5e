// Plain JavaScript, loaded by the page cache handler at run time (lib/page-cache/handler.mjs).
//
// Next creates a cache handler per request and passes it a context object. The request's headers
// are in that object's `_requestHeaders` (Next 16.4), a field Next does not document: the page
// cache reads the proxy's Content-Security-Policy from it. This is the one place that reads it.

/** The request header `name` (lower case) of a cache handler's context, if Next gave one. */
export function requestHeaderOf(context, name) {
  const value = context?._requestHeaders?.[name];
  return typeof value === 'string' ? value : undefined;
}
