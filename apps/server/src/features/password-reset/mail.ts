import { passwordResetPaths, type PortalConfig } from '@energiaportaali/domain';
import type { MailMessage } from '../../adapters/mail';

const signature = (config: PortalConfig) => `Ystävällisin terveisin\n${config.contact.companyName}`;

/** The Finnish e-mail with the reset link; `byOperator` when customer service sent it. */
export function resetLinkMail(
  config: PortalConfig,
  to: string,
  origin: string,
  token: string,
  byOperator: boolean,
): MailMessage {
  const link = `${origin}${passwordResetPaths.newPassword}/${encodeURIComponent(token)}`;
  return {
    to,
    subject: `${config.brandName}: Salasanan vaihto`,
    text: [
      'Hei,',
      '',
      byOperator
        ? 'Asiakaspalvelumme lähetti sinulle linkin, jolla voit asettaa asiointipalvelun tunnuksellesi uuden salasanan:'
        : 'Asiointipalvelun tunnuksellesi pyydettiin salasanan vaihtoa. Voit asettaa uuden salasanan tästä linkistä:',
      '',
      link,
      '',
      'Linkki toimii tunnin ja vain kerran. Kun salasana on vaihdettu, tunnuksesi kaikki kirjautumiset päättyvät.',
      `Jos linkki ei enää toimi, tilaa uusi osoitteessa ${origin}${passwordResetPaths.request}.`,
      '',
      'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
      '',
      signature(config),
    ].join('\n'),
  };
}

/** To a consumer's address: consumers change the password through strong identification. */
export function identificationMail(config: PortalConfig, to: string, origin: string): MailMessage {
  return {
    to,
    subject: `${config.brandName}: Salasanan vaihto`,
    text: [
      'Hei,',
      '',
      'Asiointipalvelun tunnuksellesi pyydettiin salasanan vaihtoa. Kuluttaja-asiakkaana vaihdat salasanan tunnistautumalla pankkitunnuksilla tai mobiilivarmenteella:',
      '',
      `${origin}/palauta`,
      '',
      'Jos et pyytänyt salasanan vaihtoa, voit jättää tämän viestin huomiotta: salasanasi pysyy ennallaan.',
      '',
      signature(config),
    ].join('\n'),
  };
}
