import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('rufcMembership');
export { generateMetadata };
export default InfoPage;
