import { createInfoPage } from '@/components/content/info-page';
import { PayLinks } from '@/components/payments/pay-links';

const { generateMetadata, InfoPage } = createInfoPage('subscriptionInfo', (locale) => <PayLinks locale={locale} />);
export { generateMetadata };
export default InfoPage;
