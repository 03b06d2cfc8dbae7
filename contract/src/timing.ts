/** Every interval, wait and limit of the three spec documents' constants sections, in ms unless named otherwise. */

const s = 1000;
const min = 60 * s;

export const poll = {
  status: 10 * s,
  mesh: 4 * s,
  meshRetry: 5 * s,
  traffic: 5 * s,
  internetDown: 5 * s,
  nodeStatus: 5 * s,
  upgrade: 5 * s,
  voiceRegistration: 5 * s,
  voiceInfo: 15 * s,
  connectedDevices: 8 * s,
  connectedDevicesOnLeasePage: 10 * s,
  wizardFactoryDefault: 30 * s,
  wizardInternetCheck: 10 * s,
  meshSyncCheck: 8 * s,
  radioAndMesh: 10 * s,
  wps: 2 * s,
  urlFilterPending: 2 * s,
  remoteLists: 30 * s,
  devicePage: 5 * s,
  iotAssistant: 30 * s,
  firmwareProgress: 5 * s,
  firmwareVersionsRetry: 5 * s,
  /** ours: a poll that failed is tried again this soon, then ever later up to its interval (the poller's default) */
  retry: 1 * s,
  /** ours: a router that stopped answering (reboot, firmware update) is looked for again this soon (status, the Alexa page) */
  retryRouter: 2 * s,
  /** ours: after a firmware file was sent, whether the router took it is asked again this often */
  firmwareFileRecheck: 5 * s,
} as const;

export const wait = {
  meshInProgress: 800,
  removeNode: 60 * s,
  removeOfflineNode: 0,
  applyingSettings: 90 * s,
  nodeDownAfterUpgrade: 5 * min,
  meshSyncing: 5 * min,
  searchProgress: 60 * s,
  loginLockout: 2 * min,
  bellAnimation: 2 * s,
  restartInitial: 20 * s,
  restartRetry: 5 * s,
  httpsIpChange: 30 * s,
  wizardBeforeApply: 8 * s,
  afterApply: 5 * s,
  radioApplyWithMesh: 25 * s,
  surveyRefresh: 1 * s,
  wirelessListDelay: 300,
  channelChange: 5000,
  firmwareFileReconnect: 60 * s,
  factoryRestoreHttps: 45 * s,
  iotAssistantWindow: 1800 * s,
  wpsWindow: 2 * min,
  uptimeTick: 1 * s,
  outOfMeshMessage: 8 * s,
  /** ours (not in the spec): a token unused this long is dropped by the router */
  sessionIdle: 10 * min,
  /** ours: how long a rebooting router stays unreachable */
  rebootDowntime: 60 * s,
  /** ours: a router restoring its factory settings is unreachable this long (the UI waits factoryRestoreHttps) */
  factoryRestoreDowntime: 30 * s,
  /** ours: a router writing a firmware file is unreachable this long (the UI waits up to firmwareFileReconnect) */
  firmwareFlashDowntime: 30 * s,
  /** ours: a page still loading after this long says so and offers to try again (the client gives up at 20 s) */
  slowPage: 5 * s,
  /** ours: countdowns, elapsed-time counters and waiting bars move on each second */
  countdownTick: 1 * s,
  /** ours: the UI gives up on a request the router has not answered after this long */
  requestTimeout: 20 * s,
  /** ours: a ping or traceroute request answers when the run ends: longer than the longest run the request allows
   *  (50 packets, a 60 s deadline, 255 hops of up to 60 s), bounded */
  toolRun: 5 * min,
  /** ours: one part of a firmware file (309,600 characters) may take this long over a slow link */
  firmwarePart: 2 * min,
  /** ours: a second 401 this soon after a silent re-login means re-login does not help (no reload loop) */
  reloginGuard: 30 * s,
  /** ours: a restarting router that has not answered after this long is not coming back by itself */
  restartGiveUp: 5 * min,
  /** ours: a restart usually answers within this much after restartInitial (the waiting bar's 100 %) */
  restartTypical: 25 * s,
  /** ours: a node still applying this long after applyingSettings is shown as not manageable */
  nodeUnmanageableMargin: 30 * s,
  /** ours: the span of the dashboard's traffic graph */
  trafficHistory: 5 * min,
  /** ours (the emulated router): after an apply that needs it, the router is unreachable this long */
  applyRestart: 40 * s,
  /** ours (the emulated router): a router waiting next to the controller pairs this long after the sync action */
  meshJoin: 20 * s,
  /** ours (the emulated firmware service): how long the download of a firmware image takes */
  firmwareDownload: 60 * s,
  /** ours (the emulated router): ping sends one packet this often */
  pingInterval: 1 * s,
  /** ours (the emulated router): how long ping waits for the reply of its last packet when none comes */
  pingReply: 1 * s,
  /** ours (the emulated router): the traceroute answer waits this long per hop returned */
  tracerouteHop: 200,
  /** ours (the emulated remote parental-control service): a rule is applied (or fails) this long after it is sent */
  parentalApply: 3 * s,
  /** ours (the emulated home): no connected device roams in its first half hour, so a list stays as generated */
  roamQuiet: 30 * min,
} as const;

export const limits = {
  loginAttempts: 5,
  meshRequestRetries: 5,
  /** unit not shown in the spec: taken as seconds, as the proxy's own timeout */
  meshRequestTimeout: 10,
  mobileWidth: 500,
  menuWidthPx: 342,
  locationName: { min: 1, max: 28 },
  voiceVolume: { min: 0, max: 10 },
  voiceEqualization: { min: 1, max: 5 },
  meshSignal: { moderate: -66, bad: -77, wired: -1 },
  /** spec 2 §9: above -66 good, -66 to -75 moderate, below -75 bad */
  wifiSignal: { moderate: -66, bad: -75, iconModerate: -50, iconBad: -70 },
  secureLinkFirmware: '1.3.0',
  reloadAfterUpdateBelow: '1.3.0',
  mtu: { min: 68, max: 1500 },
  pppoeMtu: { min: 68, max: 1492, default: 1492, digits: 4 },
  pppoeCredentials: { min: 0, max: 128 },
  pppoeServer: { min: 0, max: 40 },
  ssid: { min: 1, max: 32 },
  wifiPassword: { min: 8, max: 63 },
  userCredentials: { min: 1, max: 30 },
  passwordMin: 8,
  dhcpLeaseTime: { min: 1, max: 1440 },
  leaseDescription: { max: 32 },
  port: { min: 1, max: 65535 },
  description: { min: 1, max: 32 },
  urlFilter: { min: 1, max: 30 },
  hostname: { min: 1, max: 255 },
  ping: {
    packetSize: { min: 4, max: 1024, default: 56 },
    packets: { min: 0, max: 50, default: 4 },
    hops: { min: 0, max: 255, default: 255 },
    deadline: { min: 0, max: 60, default: 0 },
  },
  traceroute: {
    packetLen: { min: 38, max: 32768, default: 38, ipv6Min: 64 },
    hops: { min: 1, max: 255, default: 30 },
    deadline: { min: 1, max: 60, default: 3 },
    firstTtl: { min: 1, max: 255, default: 1 },
    rttStarAbove: 1_000_000,
    rttStarBelow: 1e-7,
  },
  dosCount: { min: 0, max: 9999 },
  portScan: { highPps: 10, lowPps: 200 },
  globalQosMbps: { min: 1, max: 1000, digits: 4 },
  deviceQosStepPercent: 5,
  scheduleStepMin: 30,
  scheduleMergeWithinMin: 2,
  resetButtonSeconds: { min: 5, max: 3600 },
  dailyReboot: { lateUpToMin: 30, delayAddMin: 5, delayTrafficBytesPerS: 3000, delayRetryMin: 60 },
  syslog: { defaultPort: 514, defaultSeverity: 1 },
  tr069: { interval: { min: 60, max: 43200 }, password: { min: 1, max: 30 }, caCertBytes: 4096 },
  firmwareFileBytes: 30_000_000,
  firmwareChunkChars: 309_600,
  trafficUnitSize: 100_000,
  radioModeOfdmaTwt: 7,
  /** ours (spec 2 §5.5 hides the value): MU-MIMO is offered from this radio opMode up (Wi-Fi 5 on 5 GHz, Wi-Fi 6) */
  radioModeMuMimo: 6,
  /** spec 2 §5.5: the channels each band offers besides 0 (automatic); above 14 is 5 GHz */
  radioChannels: { '2.4': [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], '5': [36, 40, 44, 48, 149, 153, 157, 161, 165] },
  /** spec 2 §5.5: '20' 20MHz, '40' 20/40MHz, '80' 20/40/80MHz (5 GHz only) */
  radioBandwidths: { '2.4': ['20', '40'], '5': ['20', '40', '80'] },
  /**
   * ours: the extension channel of a 2.4 GHz radio at 20/40MHz on a fixed channel, 4 channels above or below it
   * (inside 1–13); 'auto' otherwise (automatic channel, 20MHz, 5 GHz)
   */
  radioExtensions: ['upper', 'lower'],
} as const;
