import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('disclaimer');
export { generateMetadata };
export default LegalPage;
