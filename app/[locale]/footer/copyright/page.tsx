import { createLegalPage } from '@/components/content/legal-page';

const { generateMetadata, LegalPage } = createLegalPage('copyright');
export { generateMetadata };
export default LegalPage;
