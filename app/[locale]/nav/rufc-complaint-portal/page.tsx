import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('rufcComplaint');
export { generateMetadata };
export default InfoPage;
