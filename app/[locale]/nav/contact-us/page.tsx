import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('contact', 'contact');
export { generateMetadata };
export default InfoPage;
