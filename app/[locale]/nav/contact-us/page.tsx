import { createFormPage } from '@/components/content/form-page';

const { generateMetadata, InfoPage } = createFormPage('contact', 'contact');
export { generateMetadata };
export default InfoPage;
