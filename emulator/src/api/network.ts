/**
 * Network reads (spec 1 §3, §7): lan, interface/{id}, wan, wan_detect, radio, wireless,
 * interface_statistics/{id}, datetime. Writes come with the network area. See device/network.ts and
 * device/traffic.ts for the data and how it follows the clock and the internet.
 */
import { Hono } from 'hono';
import {
  type DateTime,
  type Interface,
  InterfaceUpdate,
  type InterfaceStatistics,
  followLan,
  type Lan,
  type Radio,
  type Wan,
  type WanDetect,
  type Wireless,
} from '@roteador/contract';
import type { Device } from '../device/device.ts';
import {
  interfaceViews,
  lanView,
  repeaterClient,
  WAN_ID,
  wanDetectView,
  wanView,
} from '../device/network.ts';
import { statisticsView } from '../device/traffic.ts';
import { datetimeView } from '../device/system.ts';
import { badRequest, notFoundJson, onlyIdZero, parseBody, requireAuth } from '../http.ts';
import { updateLanAddress } from '../device/apply.ts';
import { effectiveRadios } from '../device/iot.ts';


export function networkApi(dev: Device) {
  const app = new Hono();
  const auth = requireAuth(dev);
  const wan = () => wanView(dev.state, dev.now(), dev.wanUp());
  const datetime = () => datetimeView(dev.state, dev.now(), dev.hasInternet());
  // the radios as they run: the IoT window holds the 5 GHz one off (device/iot.ts)
  const radios = () => effectiveRadios(dev);
  // The repeater client link exists only while the device repeats (operation mode 3).
  const wireless = () => [
    ...structuredClone(dev.state.network.wireless),
    ...(dev.state.system.operationMode === 3 ? [repeaterClient(dev.state)] : []),
  ];

  app.get('/lan', auth, (c) => c.json([lanView(dev.state)] satisfies Lan[], 200));

  app.get('/interface', auth, (c) => c.json(interfaceViews(dev.state, dev.wanUp()) satisfies Interface[], 200));

  app.get('/interface/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = interfaceViews(dev.state, dev.wanUp()).find((i) => i.id === id);
    return found ? c.json(found satisfies Interface, 200) : notFoundJson(c, `no interface ${id}`);
  });

  // Only the LAN's address is written here (spec 2 §7); the WAN port is configured through wan/0.
  app.put('/interface/:id', auth, async (c) => {
    const id = c.req.param('id');
    if (id === WAN_ID) return badRequest(c, { message: 'the WAN interface is configured through wan/0', field: 'id' });
    if (id !== dev.state.network.lan.interfaceID) return notFoundJson(c, `no interface ${id}`);
    const body = await parseBody(c, InterfaceUpdate);
    if (!body.ok) return badRequest(c, body);
    const before = { ip4: dev.state.network.lan.ip4, netmask: dev.state.network.lan.netmask };
    const out = updateLanAddress(dev.state, body.value);
    if (!out.ok) return badRequest(c, out);
    // the home's devices get addresses of the new network (as they would once the router restarts)
    if (dev.local && out.value.ip4 !== before.ip4) {
      for (const client of dev.home.state.clients) client.ip = followLan(client.ip, before, out.value);
    }
    return c.json(interfaceViews(dev.state, dev.wanUp())[0] satisfies Interface, 200);
  });

  app.get('/wan', auth, (c) => c.json([wan()] satisfies Wan[], 200));

  app.get('/wan/:id', auth, onlyIdZero(), (c) => c.json(wan() satisfies Wan, 200));

  app.get('/wan_detect', auth, (c) => c.json(wanDetectView(dev.wanUp(), dev.state) satisfies WanDetect, 200));

  app.get('/radio', auth, (c) => c.json(radios() satisfies Radio[], 200));

  app.get('/radio/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = radios().find((r) => r.id === id);
    return found ? c.json(found satisfies Radio, 200) : notFoundJson(c, `no radio ${id}`);
  });

  app.get('/wireless', auth, (c) => c.json(wireless() satisfies Wireless[], 200));

  app.get('/wireless/:id', auth, (c) => {
    const id = c.req.param('id');
    const found = wireless().find((w) => w.id === id);
    return found ? c.json(found satisfies Wireless, 200) : notFoundJson(c, `no wireless network ${id}`);
  });

  app.get('/interface_statistics/:id', auth, (c) => {
    const id = c.req.param('id');
    const stats = statisticsView(dev.state, id, dev.now(), dev.trafficFlows());
    return stats ? c.json(stats satisfies InterfaceStatistics, 200) : notFoundJson(c, `no interface ${id}`);
  });

  app.get('/datetime', auth, (c) => c.json([datetime()] satisfies DateTime[], 200));

  app.get('/datetime/:id', auth, onlyIdZero(), (c) => c.json(datetime() satisfies DateTime, 200));

  return app;
}
