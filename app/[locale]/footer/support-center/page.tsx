import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('supportCenter');
export { generateMetadata };
export default InfoPage;
