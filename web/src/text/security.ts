/**
 * The security area's strings (see pt-BR.ts). Quoted spec text is exact (spec 3 §5, §8); the rest is ours.
 */
import type { FilterKind } from '@roteador/contract';
import { plural } from './pt-BR.ts';
import { reservation } from './reservation.ts';

/** /security: the area's menu (spec 3 §2: port redirect, DMZ, SIP ALG, bandwidth control; the filters and DoS too). */
export const securityMenu = {
  label: 'Segurança',
  intro: 'Controle o que entra e o que sai da sua rede.',
  hints: {
    portRedirect: 'Encaminhe conexões da internet a um dispositivo da rede.',
    upnp: 'Abertura automática de portas e o dispositivo exposto à internet.',
    sipAlg: 'Ajuda para chamadas de voz pela internet (VoIP).',
    bandControl: 'Limite a velocidade da internet para toda a rede.',
    filters: 'Bloqueie dispositivos, endereços, portas e sites.',
    dos: 'Proteja a rede contra ataques de negação de serviço.',
  },
} as const;

/** /security/filter and its four lists (spec 3 §2). */
export const filters = {
  menuIntro: 'Bloqueie dispositivos, endereços, portas e sites para toda a rede.',
  menuLabel: 'Filtros',
  hints: {
    mac: 'Impede que um dispositivo acesse a rede, pelo endereço MAC.',
    ip: 'Bloqueia o tráfego de um endereço IPv4 ou IPv6.',
    port: 'Bloqueia o tráfego por uma faixa de portas TCP e/ou UDP.',
    url: 'Bloqueia o acesso a um site em todos os dispositivos.',
  } satisfies Record<FilterKind, string>,
  count: (n: number) => (n === 0 ? 'Nenhum filtro' : plural(n, 'filtro', 'filtros')),
  intro: {
    mac: 'Os dispositivos com estes endereços MAC não conseguem acessar a rede enquanto o filtro estiver habilitado.',
    ip: 'O tráfego destes endereços IP é bloqueado enquanto o filtro estiver habilitado.',
    port: 'O tráfego nestas faixas de portas é bloqueado enquanto o filtro estiver habilitado.',
    url: 'Nenhum dispositivo da rede consegue acessar estes sites enquanto o filtro estiver habilitado.',
  } satisfies Record<FilterKind, string>,
  listTitle: { mac: 'Filtros de MAC', ip: 'Filtros de IP', port: 'Filtros de portas', url: 'Filtros de URL' } satisfies Record<FilterKind, string>,
  add: 'Adicionar filtro',
  empty: 'Nenhum filtro cadastrado.',
  formAdd: 'Novo filtro',
  formEdit: 'Editar filtro',
  description: 'Descrição',
  mac: 'Endereço MAC',
  ipType: 'Tipo de endereço',
  ipv4: 'IPv4',
  ipv6: 'IPv6',
  ip: 'Endereço IP',
  url: 'URL',
  urlHint: 'Somente o endereço do site, sem http:// (ex.: exemplo.com.br)',
  pickMac: 'Toque em um dispositivo para preencher o MAC.',
  pickIp: 'Toque em um dispositivo para preencher o endereço IPv4.',
  protocol: 'Protocolo',
  protocols: ['TCP', 'UDP', 'TCP/UDP'] as const,
  portStart: 'Porta inicial',
  portEnd: 'Porta final',
  ports: (start: number, end: number) => (start === end ? `Porta ${start}` : `Portas ${start} a ${end}`),
  enabled: 'Habilitado',
  disabled: 'Desabilitado',
  toggleLabel: (name: string) => `Habilitar filtro ${name}`,
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (name: string) => `Editar filtro ${name}`,
  removeLabel: (name: string) => `Excluir filtro ${name}`,
  confirmTitle: 'Excluir filtro',
  confirmBody: (name: string) => `Deseja excluir o filtro ${name}?`,
  cancel: 'Cancelar',
  save: 'Salvar',
  // spec 3 §8
  loadError: 'Erro ao carregar filtros. Verifique sua conexão com a internet ou tente novamente em instantes.',
  createError: 'Ocorreu um erro ao tentar criar o filtro.',
  deleteError: 'Ocorreu um erro ao tentar deletar o filtro.',
  /** ours, in the words of spec 3 §8's other errors */
  updateError: 'Ocorreu um erro ao tentar atualizar o filtro.',
  max: 'Não foi possível incluir um novo filtro porque o número máximo de filtros foi atingido.',
} as const;

/** /security/portredirect, …/add and …/{id} (spec 3 §2, §4, §5, §8). */
export const portRedirect = {
  intro: 'Encaminhe conexões que chegam da internet a um dispositivo da sua rede (câmeras, servidores, jogos).',
  listTitle: 'Regras de redirecionamento',
  add: 'Adicionar regra',
  empty: 'Nenhuma regra cadastrada.',
  management: (port: number) => `A porta ${port} é usada pelo gerenciamento remoto e não pode ser redirecionada.`,
  description: 'Descrição',
  protocol: 'Protocolo',
  protocols: ['TCP', 'UDP', 'TCP/UDP'] as const,
  external: 'Portas externas (internet)',
  internal: 'Destino na rede local',
  externalStart: 'Porta externa inicial',
  externalEnd: 'Porta externa final',
  internalIP: 'IP interno',
  internalStart: 'Porta interna inicial',
  internalEnd: 'Porta interna final',
  ports: (start: number, end: number) => (start === end ? String(start) : `${start}–${end}`),
  rowExternal: 'Externa',
  rowInternal: 'Destino',
  pickIp: 'Toque em um dispositivo para preencher o IP interno.',
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (name: string) => `Editar regra ${name}`,
  removeLabel: (name: string) => `Excluir regra ${name}`,
  confirmTitle: 'Excluir regra',
  confirmBody: (name: string) => `Deseja excluir a regra ${name}? As conexões dessas portas deixarão de ser redirecionadas.`,
  notFound: 'Esta regra não existe mais.',
  backToList: 'Voltar para a lista',
  cancel: 'Cancelar',
  save: 'Salvar',
  // spec 3 §8
  max: 'Não foi possível incluir uma nova regra de redirecionamento de portas porque o número máximo de regras foi atingido.',
  addError: 'Houve um erro ao tentar adicionar regra.',
  /** ours: spec 3 §8 shows a generic dialog for the other failures */
  editError: 'Houve um erro ao tentar salvar a regra.',
  deleteError: 'Houve um erro ao tentar excluir a regra.',
  loadError: 'Não foi possível carregar as regras de redirecionamento.',
} as const;

/** /security/upnp: UPnP and the DMZ host (spec 3 §2, §4 DMZ, §5, §8 reservations). */
export const upnp = {
  upnpTitle: 'UPnP',
  upnpIntro: 'Permite que consoles, câmeras e aplicativos abram sozinhos as portas de que precisam.',
  upnp: 'UPnP',
  dmzTitle: 'DMZ',
  dmzIntro: 'Todas as conexões da internet não solicitadas vão para o dispositivo DMZ. Use só quando necessário: ele fica exposto.',
  dmz: 'DMZ',
  dmzHost: 'IP do dispositivo DMZ',
  pickHint: 'Toque em um dispositivo para usá-lo como DMZ.',
  save: 'Salvar',
  loadError: 'Não foi possível carregar as configurações de UPnP e DMZ.',
  saveError: 'Não foi possível salvar as configurações de UPnP e DMZ.',
  reserveTitle: 'Reservar endereço IP',
  reserveBody: (name: string, ip: string) =>
    `Para que ${name} continue com o endereço ${ip} e siga como DMZ, reserve esse IP para ele. Deseja criar a reserva?`,
  reserve: 'Reservar',
  notNow: 'Agora não',
  // spec 3 §8 (the refused reservation's messages: state/reservation.ts)
  dhcpOff: reservation.dhcpOff,
} as const;

/** /security/sip-alg (spec 3 §2). */
export const sipAlg = {
  intro: 'O SIP ALG ajusta as chamadas de voz pela internet (VoIP) para atravessarem o roteador. Desligue-o se o seu telefone VoIP tiver falhas de áudio ou de registro.',
  label: 'SIP ALG',
  save: 'Salvar',
  loadError: 'Não foi possível carregar o SIP ALG.',
  saveError: 'Não foi possível salvar o SIP ALG.',
} as const;

/** /security/bandcontrol: global bandwidth control (spec 3 §2, §5). */
export const bandControl = {
  intro: 'Limite a velocidade de internet de toda a rede. Para limitar um dispositivo só, abra-o em Dispositivos.',
  label: 'Controle de banda',
  download: 'Download (Mbps)',
  upload: 'Upload (Mbps)',
  devices: 'Limitar por dispositivo',
  save: 'Salvar',
  loadError: 'Não foi possível carregar o controle de banda.',
  saveError: 'Não foi possível salvar o controle de banda.',
} as const;
