import { limits } from './timing.ts';

const { radioChannels, radioBandwidths } = limits;
/** '1, 2 ou 3' */
const orList = (items: readonly (string | number)[]) =>
  items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ou ${items[items.length - 1]}`;
const widthNames: Readonly<Record<string, string>> = { '20': '20MHz', '40': '20/40MHz', '80': '20/40/80MHz' };

/**
 * What the router answers on its own (400 messages no form produces first), in one catalogue: the emulator writes
 * them, a page that shows the router's answer shows them, scenarios assert them.
 */
export const routerMessages = {
  /** PUT datetime with a manual date while NTP is on */
  ntpActive: 'A data e a hora são definidas pelo NTP enquanto ele está ativo',
  /** parental control's remote service: a rule already being deleted */
  ruleDeleting: 'Esta regra já está em exclusão',
  /** PUT led on a model without LED control */
  ledUnavailable: 'O controle dos LEDs não está disponível neste modelo',
  /** parental control outside router mode or on a mesh agent */
  parentalRouterModeOnly: 'O controle parental só está disponível no modo roteador e fora de um nó secundário',
  /** a band at its Wi-Fi network limit (code 'max') */
  wifiLimit: 'A quantidade máxima de redes Wi-Fi foi atingida.',

  // Wi-Fi (spec 2 §4.8, §4.11, §4.12, §5.4): the refusal of a locked field is the hint the form shows under it
  /** a mesh agent's name, key, security, networks (add, delete) come from its controller */
  wifiLockedAgent: 'Bloqueado: este roteador é um nó secundário da rede mesh.',
  /** an active controller's root network: no opening it, no separate 5 GHz name */
  wifiLockedController: 'Bloqueado enquanto a rede mesh estiver ativa neste roteador principal.',
  /** an active controller's root network keeps WPS on (§4.11) */
  wifiWpsMesh: 'Em um roteador principal da rede mesh o WPS da rede principal fica sempre ligado.',
  /** WPA3 only would switch that WPS off */
  wifiWpa3Mesh: 'Somente WPA3 desligaria o WPS, que a rede mesh precisa.',
  /** the root network is neither switched off nor deleted (§4.8) */
  wifiRootLocked: 'A rede principal não pode ser desligada nem excluída.',
  /** a record's radio never changes: the Wi-Fi save deletes and creates (§4.8) */
  wifiBandFixed: 'A faixa de uma rede Wi-Fi não muda: exclua a rede e crie-a na outra faixa.',
  /** a radio id the device does not have */
  radioUnknown: 'Este rádio não existe neste roteador.',
  /** a body whose frequency is not its radio's (radio0 is the 2.4 GHz radio, radio1 the 5 GHz one: the router's word) */
  wifiFrequencyMismatch: 'A frequência não é a do rádio escolhido: radio0 é o rádio de 2.4 GHz e radio1 o de 5 GHz.',
  /** §5.4: band steering's conditions */
  bandSteeringNeeds: 'O band steering precisa dos dois rádios ligados e de uma rede 2.4 e 5 GHz com o mesmo nome.',

  // Radio (spec 2 §5.5): the radio page offers nothing else, so only a write of the API's own meets these
  radioChannel: {
    '2.4': `Canal não permitido em 2.4 GHz: automático ou ${orList(radioChannels['2.4'])}.`,
    '5': `Canal não permitido em 5 GHz: automático ou ${orList(radioChannels['5'])}.`,
  },
  radioBandwidth: {
    '2.4': `Largura de banda não permitida em 2.4 GHz: ${orList(radioBandwidths['2.4'].map((w) => widthNames[w]))}.`,
    '5': `Largura de banda não permitida em 5 GHz: ${orList(radioBandwidths['5'].map((w) => widthNames[w]))}.`,
  },
  radioExtensionUnknown: 'Canal de extensão inválido: superior (upper), inferior (lower) ou automático (auto).',
  radioExtensionUnused: 'O canal de extensão só existe em 2.4 GHz, com largura 20/40MHz e canal fixo.',
  radioExtensionOutside:
    `Com este canal, o canal de extensão sairia dos canais ${radioChannels['2.4'][0]} a ${radioChannels['2.4'][radioChannels['2.4'].length - 1]}.`,
  radioMuMimo: 'MU-MIMO não está disponível neste rádio.',
  radioOfdma: 'OFDMA só está disponível em rádios Wi-Fi 6.',
  radioTwt: 'TWT só está disponível em rádios Wi-Fi 6.',

  /** a static lease created at limits.static_leases (code 'max': the page shows its own text for the code) */
  leaseLimit: 'limite de reservas atingido',
  /** a port-forward rule created at limits.port_forward (code 'max', as above) */
  portRedirectLimit: 'limite de regras de redirecionamento atingido',
  /** a global filter created with its list at limits.filters (code 'max', as above) */
  filterLimit: 'limite de filtros atingido',
  /** ping or traceroute to a host the router's DNS cannot resolve */
  hostUnresolvable: 'Não foi possível resolver o endereço',
  /** ping or traceroute over IPv6 while the device's IPv6 is off */
  ipv6Off: 'IPv6 desativado',
  /** the firmware service's progress of a remote upgrade (GET update/{deviceid} `message`), shown by the update pages */
  firmwareDownloading: 'Baixando o firmware',
  firmwareRebooting: 'Reiniciando com o novo firmware',
  firmwareDone: 'Firmware atualizado',
  firmwareOffline: 'Sem conexão com a internet',
} as const;
