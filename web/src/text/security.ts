/**
 * The security area's strings (see pt-BR.ts). Quoted spec text is exact (spec 3 §5, §8); the rest is ours.
 */
import type { FilterKind } from '@roteador/contract';

/** /security/filter and its four lists (spec 3 §2). */
export const filters = {
  menuIntro: 'Bloqueie dispositivos, endereços, portas e sites para toda a rede.',
  menu: {
    mac: { title: 'Filtro de MAC', hint: 'Impede que um dispositivo acesse a rede, pelo endereço MAC.' },
    ip: { title: 'Filtro de IP', hint: 'Bloqueia o tráfego de um endereço IPv4 ou IPv6.' },
    port: { title: 'Filtro de portas', hint: 'Bloqueia o tráfego por uma faixa de portas TCP e/ou UDP.' },
    url: { title: 'Filtro de URL', hint: 'Bloqueia o acesso a um site em todos os dispositivos.' },
  } satisfies Record<FilterKind, { title: string; hint: string }>,
  count: (n: number) => (n === 0 ? 'Nenhum filtro' : n === 1 ? '1 filtro' : `${n} filtros`),
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
