/**
 * The words of the OpenID Connect front's sign-out prompt, in the shopper's language: the one the relying party asks
 * for (`ui_locales`, RP-Initiated Logout 1.0 §2), else the browser's (`Accept-Language`), else English. The front is a
 * server page of the account backend, so its few words live here, not in the bundle's catalogues.
 */
export type PromptLanguage = 'en' | 'fr';

export interface LogoutPromptText {
  title: string;
  heading: string;
  question: string;
  signOut: string;
  stay: string;
  signedOut: string;
  stillSignedIn: string;
  invalid: string;
}

export const LOGOUT_PROMPT_TEXT: Record<PromptLanguage, LogoutPromptText> = {
  en: {
    title: 'Sign out',
    heading: 'Sign out?',
    question: 'Do you want to sign out of your account on this device?',
    signOut: 'Sign out',
    stay: 'Stay signed in',
    signedOut: 'You have signed out.',
    stillSignedIn: 'You are still signed in.',
    invalid: 'This sign-out link is not valid.',
  },
  fr: {
    title: 'Déconnexion',
    heading: 'Se déconnecter ?',
    question: 'Voulez-vous vous déconnecter de votre compte sur cet appareil ?',
    signOut: 'Se déconnecter',
    stay: 'Rester connecté',
    signedOut: 'Vous êtes déconnecté.',
    stillSignedIn: 'Vous êtes toujours connecté.',
    invalid: 'Ce lien de déconnexion n’est pas valide.',
  },
};

const supported = (tag: string): PromptLanguage | null => {
  const primary = tag.trim().toLowerCase().split('-')[0] ?? '';
  return primary in LOGOUT_PROMPT_TEXT ? (primary as PromptLanguage) : null;
};

/**
 * `uiLocales`: a space-separated list of BCP 47 tags, most preferred first; `acceptLanguage`: the browser's header
 * (q-weighted). The first language of either that the prompt speaks; English otherwise.
 */
export function promptLanguage(uiLocales: unknown, acceptLanguage: string | undefined): PromptLanguage {
  for (const tag of typeof uiLocales === 'string' ? uiLocales.split(' ') : []) {
    const language = supported(tag);
    if (language) return language;
  }
  const weighted = (acceptLanguage ?? '')
    .split(',')
    .map((part, i) => {
      const [tag = '', ...params] = part.split(';');
      const q = Number(/^\s*q=([\d.]+)\s*$/.exec(params.find((p) => /^\s*q=/.test(p)) ?? '')?.[1] ?? 1);
      return { tag, q: Number.isFinite(q) ? q : 0, i };
    })
    .filter((l) => l.q > 0)
    .sort((a, b) => b.q - a.q || a.i - b.i);
  for (const { tag } of weighted) {
    const language = supported(tag);
    if (language) return language;
  }
  return 'en';
}
