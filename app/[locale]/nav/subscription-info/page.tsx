import { createInfoPage } from '@/components/content/info-page';

const { generateMetadata, InfoPage } = createInfoPage('subscriptionInfo');
export { generateMetadata };
export default InfoPage;
