import { createFormPage } from '@/components/content/form-page';

const { generateMetadata, InfoPage } = createFormPage('surveyForm', 'survey');
export { generateMetadata };
export default InfoPage;
