/** The local device (GET device): read once when the app area opens; refreshed after a change. */
import type { Device } from '@roteador/contract';
import { getDevice } from '../api/device.ts';
import { createResource } from './resource.ts';

export const device = createResource<Device>(() => getDevice());
