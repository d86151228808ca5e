export { BlogNotFound as default } from '@/components/blog/blog-not-found';
