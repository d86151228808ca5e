import { createFormPage } from '@/components/content/form-page';

const { generateMetadata, InfoPage } = createFormPage('rufcMembership', 'membership');
export { generateMetadata };
export default InfoPage;
