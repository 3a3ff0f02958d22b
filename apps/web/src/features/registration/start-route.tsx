import { StrongIdentification } from '../../components/strong-identification';
import { useTexts } from '../../texts';

/** /rekisteroidy/aloita: strong identification for registration. */
export function Component() {
  const texts = useTexts();
  return (
    <div className="container page">
      <h1>{texts.registration.startTitle}</h1>
      <p>{texts.registration.startIntro}</p>
      <StrongIdentification flow="reg" />
    </div>
  );
}
