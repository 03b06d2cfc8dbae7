import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { EasyMesh } from '@roteador/contract';
import { HttpError } from '../api/errors.ts';

const answers: Array<EasyMesh | null | Error> = [];
const getEasyMesh = vi.fn(async () => {
  const next = answers.length > 1 ? answers.shift()! : answers[0];
  if (next instanceof Error) throw next;
  return next;
});
vi.mock('../api/mesh.ts', () => ({ getEasyMesh: () => getEasyMesh() }));

const { mesh, meshNodes, meshUnavailable, pollMesh } = await import('./mesh.ts');

const config = (enabled: boolean): EasyMesh => ({
  id: 0, enabled, type: 0, controllerIp: '192.168.0.1', syncing: 0, backhaul: 3, backhaul_rssi: -1, backhaul_mac: '',
  nodes: enabled
    ? [{ name: 'Sala', alias: 'Sala', mac: 'AA:BB:CC:00:00:01', model: 'W6-1500', ip: '192.168.0.1', parent: { name: '', type: -1 },
        is_online: true, isRoot: true, backhaul: 3, rssi: -1, fw_version: '1.4.2', out_of_mesh: false }]
    : [],
});

/** Lets the fake timers run `ms`, with the promises of each fetch settled in between. */
const advance = (ms: number) => vi.advanceTimersByTimeAsync(ms);

describe('the mesh poll', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    getEasyMesh.mockClear();
    answers.length = 0;
    mesh.reset();
    meshUnavailable.value = false;
  });
  afterEach(() => vi.useRealTimers());

  it('reads at once, then every 4 s while the mesh is enabled; one poll for several users', async () => {
    answers.push(config(true));
    const stopA = pollMesh();
    const stopB = pollMesh();
    await advance(0);
    expect(getEasyMesh).toHaveBeenCalledTimes(1);
    expect(meshNodes.value.map((n) => n.name)).toEqual(['Sala']);
    await advance(4000 * 3);
    expect(getEasyMesh).toHaveBeenCalledTimes(4);
    stopA();
    await advance(4000);
    expect(getEasyMesh).toHaveBeenCalledTimes(5);
    stopB();
    await advance(4000 * 3);
    expect(getEasyMesh).toHaveBeenCalledTimes(5);
  });

  it('stops while the mesh is disabled or absent', async () => {
    answers.push(config(false));
    const stop = pollMesh();
    await advance(0);
    await advance(4000 * 3);
    expect(getEasyMesh).toHaveBeenCalledTimes(1);
    expect(meshNodes.value).toEqual([]);
    stop();
  });

  it('retries a failed read after 5 s, then reads every 4 s again', async () => {
    answers.push(config(true));
    const stop = pollMesh();
    await advance(0);
    answers.length = 0;
    answers.push(new Error('network'), config(true));
    await advance(4000);
    expect(getEasyMesh).toHaveBeenCalledTimes(2);
    await advance(4999);
    expect(getEasyMesh).toHaveBeenCalledTimes(2);
    await advance(1);
    expect(getEasyMesh).toHaveBeenCalledTimes(3);
    await advance(4000);
    expect(getEasyMesh).toHaveBeenCalledTimes(4);
    expect(meshUnavailable.value).toBe(false);
    stop();
  });

  it('a 500 marks the mesh unavailable, keeping the nodes; a good read clears it', async () => {
    answers.push(config(true));
    const stop = pollMesh();
    await advance(0);
    answers.length = 0;
    answers.push(new HttpError('easymesh', 500, null), config(true));
    await advance(4000);
    expect(meshUnavailable.value).toBe(true);
    expect(meshNodes.value).toHaveLength(1);
    await advance(5000);
    expect(meshUnavailable.value).toBe(false);
    stop();
  });
});
