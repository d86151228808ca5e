import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('rufcMembership', 'membership');
export { generateMetadata };
export default InfoPage;
