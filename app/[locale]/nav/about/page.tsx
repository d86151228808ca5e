import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('about');
export { generateMetadata };
export default InfoPage;
