import { registerMessages } from '../../shared/i18n';
import { enHost } from '../../shared/i18n/en-host';
import { enLive } from '../../shared/i18n/en-live';
import { enLivePages } from '../../shared/i18n/en-live-pages';
import { defineWidget } from '../../shared/react/widget-host';
import { LiveProfile } from './LiveProfile';
import { liveProfileSlices } from './live-profile-slices';
import { liveProfileStyles } from './live-profile.styles';

registerMessages('en', { ...enLive, ...enLivePages, ...enHost });

export const mount = defineWidget('live-profile', LiveProfile, liveProfileStyles, liveProfileSlices, { container: true });
