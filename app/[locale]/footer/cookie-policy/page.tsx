import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('cookiePolicy');
export { generateMetadata };
export default LegalPage;
