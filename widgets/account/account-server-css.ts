import { baseStyles } from '../../shared/react/base-styles';
import { controlStyles } from '../../shared/react/controls.styles';
import { accountStyles } from './account.styles';

/**
 * The server HTML's one stylesheet (one, so a store's Content-Security-Policy lists one hash for it): the account
 * widget's, as defineWidget adopts it (base, controls, its own), then the held box's: invisible, its texts drawn
 * from data-t so that no search, screen reader or test finds them.
 */
export const accountServerCss = `${baseStyles}${controlStyles}${accountStyles}
.vanity-reserve { visibility: hidden; }
.vanity-reserve [data-t]::before { content: attr(data-t); }
`;
