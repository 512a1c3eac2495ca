import { Fragment } from 'react';
import { useAccountStore } from './account-slices';

/**
 * The terms reminder at the foot of a screen, worded for what the screen does (signing in, or creating an account),
 * with Terms of Service and Privacy Policy as links to the merchant's pages (config `legal`).
 */
export function LegalNote({ action }: { action: 'signIn' | 'signUp' }) {
  const t = useAccountStore((s) => s.session.t);
  const { termsUrl, privacyUrl } = useAccountStore((s) => s.account.legal);
  const links = {
    terms: <a href={termsUrl}>{t('account.legal.terms')}</a>,
    privacy: <a href={privacyUrl}>{t('account.legal.privacy')}</a>,
  };
  // The sentence's {terms} and {privacy} become the links, wherever a language puts them.
  const parts = t(action === 'signUp' ? 'account.signUp.terms' : 'account.signIn.terms').split(/\{(terms|privacy)\}/);
  return (
    <p className="small legal">
      {parts.map((part, i) => (
        <Fragment key={i}>{i % 2 ? links[part as keyof typeof links] : part}</Fragment>
      ))}
    </p>
  );
}
