import { registerMessages } from '../../shared/i18n';
import { enLive } from '../../shared/i18n/en-live';
import { enLivePages } from '../../shared/i18n/en-live-pages';
import { defineWidget } from '../../shared/react/widget-host';
import { Channel } from './Channel';
import { channelSlices } from './channel-slices';
import { channelStyles } from './channel.styles';

registerMessages('en', { ...enLive, ...enLivePages });

export const mount = defineWidget('channel', Channel, channelStyles, channelSlices, { container: true });
