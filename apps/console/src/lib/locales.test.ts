import { describeAppTranslationFiles } from '@chapkhana/web-kit/testing/translation-files';
import ar from '../../public/assets/locales/ar/translation.json';
import en from '../../public/assets/locales/en/translation.json';
import kr from '../../public/assets/locales/kr/translation.json';

describeAppTranslationFiles({ en, kr, ar });
