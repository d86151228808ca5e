export { NotFoundView as default } from '@/components/content/not-found-view';
