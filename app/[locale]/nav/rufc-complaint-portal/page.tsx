import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('rufcComplaint', 'complaint');
export { generateMetadata };
export default InfoPage;
