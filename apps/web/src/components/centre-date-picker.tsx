import dayjsGenerateConfig from '@rc-component/picker/generate/dayjs';
import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { centreNow } from '../lib/centre-clock';

/**
 * antd's DatePicker on the centre's clock (its documented generatePicker over the day.js config): "now" and the
 * highlighted today are Taipei's, so a nurse on a device set to another zone picks the centre's time. Values are
 * wall-clock Dayjs (lib/centre-clock.ts converts them to and from instants).
 */
export const CentreDatePicker = DatePicker.generatePicker<Dayjs>({ ...dayjsGenerateConfig, getNow: centreNow });
