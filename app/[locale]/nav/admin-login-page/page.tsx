import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('adminLogin');
export { generateMetadata };
export default InfoPage;
