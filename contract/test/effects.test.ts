import { describe, expect, it } from 'vitest';
import { effectNames, effectsOutside, writeEffects } from '../src/index.ts';

const needs = (method: string, path: string, body?: unknown) => writeEffects(method, path, body).effects;

describe('the write → effect table', () => {
  it('reads need nothing; each write of the UI has its effects', () => {
    expect(needs('GET', '/api/v1/user')).toEqual([]);
    expect(needs('OPTIONS', '/api/v1/session')).toEqual([]);
    expect(needs('POST', '/api/v1/session', {})).toEqual(['session']);
    expect(needs('DELETE', '/api/v1/session')).toEqual(['session']);
    expect(needs('PUT', '/api/v1/user/0', {})).toEqual(['credentials']);
    expect(needs('POST', '/api/v1/filter?token=x', {})).toEqual(['configuration']);
    expect(needs('POST', '/cloud/parental/aabbcc/schedule', {})).toEqual(['configuration']);
    expect(needs('POST', '/api/v1/upgrade_by_parts', {})).toEqual(['firmware']);
    expect(needs('POST', '/cloud/update/aabbcc', {})).toEqual(['firmware']);
  });

  it('the body decides for an action, the system record and a node call', () => {
    expect(needs('POST', '/api/v1/action', { actionID: 5 })).toEqual(['configuration']);
    expect(needs('POST', '/api/v1/action', { actionID: 1 })).toEqual(['reboot']);
    expect(needs('POST', '/api/v1/action', { actionID: 3 })).toEqual(['mesh-topology']);
    expect(needs('POST', '/api/v1/action', undefined)).toEqual(['reboot', 'configuration']);
    expect(needs('PUT', '/api/v1/system/0', { upnp: true })).toEqual(['configuration']);
    expect(needs('PUT', '/api/v1/system/0', { operationMode: 1 })).toEqual(['operation-mode', 'configuration']);
    expect(needs('POST', '/api/v1/http_request', { dest: '192.168.0.2/api/v1/device/0', method: 0 })).toEqual([]);
    expect(needs('POST', '/api/v1/http_request', { dest: '192.168.0.2/api/v1/led/0', method: 2 })).toEqual(['mesh-topology']);
    expect(needs('POST', '/api/v1/http_request', { dest: '192.168.0.2/api/v1/action', method: 1 })).toEqual(['reboot', 'mesh-topology']);
    expect(needs('POST', '/api/v1/http_request', { dest: '192.168.0.2/api/v1/upgrade_by_remote', method: 1 })).toEqual(['firmware']);
    // the UI's link names its scheme (https from firmware 1.3.0 on): a proxied login is still a session
    for (const link of ['https://192.168.0.2', 'http://192.168.0.2', '192.168.0.2', 'https://192.168.0.2:443']) {
      expect(needs('POST', '/api/v1/http_request', { dest: `${link}/api/v1/session`, method: 1 }), link).toEqual(['session']);
    }
  });

  it("a node call is judged by the path the node will act on: no login's path leads elsewhere", () => {
    const node = (dest: string) => needs('POST', '/api/v1/http_request', { dest, method: 1 });
    expect(node('192.168.0.2/api/v1/session/../led/0')).toEqual(['mesh-topology']);
    expect(node('192.168.0.2/api/v1/session/../action')).toEqual(['reboot', 'mesh-topology']);
    const unknown = ['configuration', 'reboot', 'credentials', 'operation-mode', 'mesh-topology', 'firmware'];
    expect(node('192.168.0.2/api/v1/session/%2e%2e/led/0')).toEqual(unknown);
    expect(node('192.168.0.2//api/v1/session/..%2fled')).toEqual(unknown);
    expect(node('192.168.0.2/other/session')).toEqual(unknown);
  });

  it('a write in no rule, with another method, or to a path no one can read for sure, needs every effect but session', () => {
    for (const [method, path] of [
      ['DELETE', '/api/v1/everything'],
      ['PROPFIND', '/api/v1/session'],
      ['POST', '/api/v1/session/%2e%2e/filter'],
      ['POST', '/api/v1/FILTER'],
      ['POST', '/elsewhere'],
    ]) {
      const w = writeEffects(method, path, {});
      expect(w.unknown, `${method} ${path}`).toBe(true);
      expect([...w.effects].sort(), `${method} ${path}`).toEqual(effectNames.filter((e) => e !== 'session').sort());
    }
    // resolved first: a login's path that leads to the filters is a filter write
    expect(writeEffects('POST', '/api/v1/session/../filter', {})).toEqual({ effects: ['configuration'], unknown: false });
    expect(writeEffects('PUT', '/api/v1/session/../user/0', {})).toEqual({ effects: ['credentials'], unknown: false });
  });

  it('effectsOutside: what an allowance lacks', () => {
    expect(effectsOutside(['session', 'configuration'], ['session'])).toEqual(['configuration']);
    expect(effectsOutside(['session'], new Set(['session', 'reboot']))).toEqual([]);
  });
});
