import { describe, expect, it } from 'vitest';
import { routerPath } from '../src/index.ts';

describe('routerPath: the path a router acts on', () => {
  it.each([
    ['/api/v1/filter', '/api/v1/filter', null],
    ['/api/v1/session/../filter', '/api/v1/filter', null],
    ['//api/v1/filter', '/api/v1/filter', null],
    ['/api//v1///filter/', '/api/v1/filter/', null],
    ['/api/v1/./filter', '/api/v1/filter', null],
    ['/api/v1/filter/3/..', '/api/v1/filter/', null],
    ['/../../api/v1/filter', '/api/v1/filter', null],
    ['/api/v1/%66ilter?a=%2e%2e', '/api/v1/filter', 'a=%2e%2e'],
    ['/api/v1/connected_device/AA:BB:CC:00:00:01', '/api/v1/connected_device/AA:BB:CC:00:00:01', null],
    ['/assets/index-abc.js', '/assets/index-abc.js', null],
    ['/', '/', null],
  ])('%s → %s', (target, path, query) => {
    expect(routerPath(target)).toEqual({ path, query });
  });

  it.each([
    ['/api/v1/session/%2e%2e/filter', /ponto codificado/],
    ['/api/v1/session/%2E%2e/filter', /ponto codificado/],
    ['/api/v1/session/..%2ffilter', /barra codificada/],
    ['/api/v1%2Ffilter', /barra codificada/],
    ['/api/v1/session/..\\filter', /barra invertida/],
    ['/api/v1/session/..%5cfilter', /barra invertida codificada/],
    ['/api/v1/session%00', /NUL/],
    ['/api/v1/session\u0000', /NUL/],
    ['/api/v1/session\t', /controle/],
    ['/api/v1/session/%252e%252e/filter', /codificação dupla/],
    ['/api/v1/session;/../filter', /parâmetro/],
    ['/api/v1/session%3f/../filter', /codificado %3f/],
    ['/api/v1/a%20b', /codificado %20/],
    ['/api/v1/%c3%a7', /codificado %c3/],
    ['/api/v1/%zz', /escape inválido/],
    ['/API/v1/filter', /maiúsculas/],
    ['/api/V1/filter', /maiúsculas/],
    ['/api/v1/Filter', /maiúsculas/],
    ['/CLOUD/parental/x', /maiúsculas/],
    ['/api/v1/x#y', /fragmento/],
    ['http://127.0.0.1/api/v1/filter', /não é um caminho/],
    ['*', /não é um caminho/],
  ])('%s is refused', (target, why) => {
    const r = routerPath(target);
    expect('refused' in r && r.refused).toMatch(why);
  });
});
