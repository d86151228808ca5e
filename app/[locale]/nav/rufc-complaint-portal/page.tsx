import { createFormPage } from '@/components/content/form-page';

const { generateMetadata, InfoPage } = createFormPage('rufcComplaint', 'complaint');
export { generateMetadata };
export default InfoPage;
