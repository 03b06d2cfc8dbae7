/**
 * Parental control's strings (see pt-BR.ts). Quoted spec text is exact (spec 3 §2, §4, §8); the rest is ours, among
 * it the four confirmations of a block change (spec 3 §4: 'wording not shown').
 */
import type { WeekDay } from '@roteador/contract';
import { mbps, percent } from './number.ts';
import { plural } from './pt-BR.ts';

export const parentalMenu = {
  label: 'Controle parental',
  intro: 'Bloqueie dispositivos na hora ou por agenda, filtre sites e limite a internet de cada dispositivo.',
  schedule: 'Agenda de bloqueio',
  scheduleHint: 'Os dias e horários em que um dispositivo fica sem internet.',
  devices: 'Bloqueio de dispositivos',
  devicesHint: 'Bloqueios, controle de banda e filtros de URL de cada dispositivo.',
} as const;

export const remote = {
  schedulesLoad: 'Erro ao carregar agendas. Tente novamente em instantes ou verifique sua conexão com a internet.',
  filtersLoad: 'Erro ao carregar filtros. Verifique sua conexão com a internet ou tente novamente em instantes.',
  blocksLoad: 'Erro ao carregar bloqueios. Verifique sua conexão com a internet ou tente novamente em instantes.',
  qosLoad: 'Erro ao carregar as regras de controle de banda.',
  retry: 'Tentar novamente',
  internetNote: 'Estas configurações ficam no serviço de controle parental: é preciso que o roteador esteja conectado à internet.',
} as const;

export const days: Record<WeekDay, string> = {
  sunday: 'Domingo',
  monday: 'Segunda-feira',
  tuesday: 'Terça-feira',
  wednesday: 'Quarta-feira',
  thursday: 'Quinta-feira',
  friday: 'Sexta-feira',
  saturday: 'Sábado',
};

export const schedule = {
  listTitle: 'Agendas de bloqueio',
  intro: (zone: string) => `Os horários estão no horário do roteador (${zone}).`,
  empty: 'Nenhuma agenda cadastrada.',
  add: 'Adicionar agenda',
  formAdd: 'Nova agenda',
  formEdit: 'Editar agenda',
  name: 'Nome da agenda',
  addWindow: (day: string) => `Adicionar horário em ${day}`,
  removeWindow: (day: string, n: number) => `Remover horário ${n} de ${day}`,
  startShort: 'Início',
  endShort: 'Fim',
  /** read after 'Início' / 'Fim' by assistive technology: 'Início 1 de Segunda-feira' */
  windowOf: (day: string, n: number) => ` ${n} de ${day}`,
  noWindow: 'Sem bloqueio',
  windows: (n: number) => plural(n, 'horário', 'horários'),
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (name: string) => `Editar agenda ${name}`,
  removeLabel: (name: string) => `Excluir agenda ${name}`,
  confirmTitle: 'Excluir agenda',
  confirmBody: (name: string) => `Excluir a agenda ${name}? Os bloqueios agendados que a usam também serão excluídos.`,
  createError: 'Ocorreu um erro ao tentar criar a agenda.',
  updateError: 'Ocorreu um erro ao tentar atualizar a agenda.',
  deleteError: 'Ocorreu um erro ao tentar deletar a agenda.',
  save: 'Salvar',
  cancel: 'Cancelar',
  utc: (offset: number) => {
    const sign = offset < 0 ? '-' : '+';
    const a = Math.abs(offset);
    return `UTC${sign}${String(Math.floor(a / 60)).padStart(2, '0')}:${String(a % 60).padStart(2, '0')}`;
  },
} as const;

export const tabs = {
  label: 'Controle parental',
  block: 'BLOQUEIOS FIXOS',
  'scheduled-block': 'BLOQUEIOS AGENDADOS',
  qos: 'CONTROLE DE BANDA',
  'url-filters': 'FILTROS DE URL',
  device: 'BLOQUEIO DE DISPOSITIVO',
} as const;

export const devicesPage = {
  intro: 'Escolha um dispositivo para bloquear, limitar a banda ou filtrar sites.',
  all: 'Todos os dispositivos',
  allHint: 'Todas as regras de bloqueio, controle de banda e filtros de URL.',
  listTitle: 'Dispositivos conectados',
  empty: 'Nenhum dispositivo conectado.',
  unknown: 'Desconhecido',
  state: { active: 'Ativo', scheduled: 'Agendado', inactive: 'Inativo' },
  allRules: 'Todas as regras',
  rulesTitle: 'Regras de controle parental',
  noRules: 'Nenhuma regra cadastrada.',
  urlFiltersOf: 'Filtros de URL do dispositivo',
} as const;

export const picker = {
  device: 'Dispositivo',
  other: 'Outro',
  choose: 'Selecione',
  mac: 'Endereço MAC',
  option: (hostname: string, mac: string) => `${hostname || 'Desconhecido'} - ${mac}`,
} as const;

export const blocks = {
  fixedTitle: 'Bloqueios fixos',
  scheduledTitle: 'Bloqueios agendados',
  mac: 'MAC',
  schedule: 'Agenda',
  status: 'Status',
  add: 'Adicionar bloqueio',
  formAdd: 'Novo bloqueio',
  formEdit: 'Editar bloqueio',
  emptyFixed: 'Nenhum bloqueio fixo.',
  emptyScheduled: 'Nenhum bloqueio agendado.',
  noSchedule: 'Nenhuma agenda cadastrada',
  newSchedule: 'Criar agenda de bloqueio',
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (mac: string) => `Editar bloqueio de ${mac}`,
  removeLabel: (mac: string) => `Excluir bloqueio de ${mac}`,
  confirmTitle: 'Excluir bloqueio',
  confirmBody: (mac: string) => `Excluir o bloqueio de ${mac}?`,
  scheduledCreateError: 'Ocorreu um erro ao tentar criar o bloqueio agendado.',
  scheduledUpdateError: 'Ocorreu um erro ao tentar atualizar o bloqueio agendado.',
  scheduledDeleteError: 'Ocorreu um erro ao tentar deletar o bloqueio agendado.',
  fixedCreateError: 'Ocorreu um erro ao tentar criar o bloqueio.',
  fixedDeleteError: 'Ocorreu um erro ao tentar deletar o bloqueio.',
  save: 'Salvar',
  cancel: 'Cancelar',
} as const;

/** The device's block tab (spec 3 §2, §4). */
export const deviceBlock = {
  title: 'Bloqueio do dispositivo',
  scheduled: 'Bloqueio agendado',
  immediate: 'Bloqueio imediato',
  schedule: 'Agenda de bloqueio',
  newSchedule: 'Criar agenda de bloqueio',
  state: (label: string) => `Situação: ${label}`,
  confirm: {
    immediate: { title: 'Bloqueio imediato', body: (name: string) => `${name} ficará sem acesso à internet até que o bloqueio seja desligado. Continuar?` },
    scheduled: { title: 'Bloqueio agendado', body: (name: string, schedule: string) => `${name} ficará sem acesso à internet nos horários da agenda ${schedule}. Continuar?` },
    change: { title: 'Trocar agenda', body: (name: string, schedule: string) => `O bloqueio de ${name} passará a seguir a agenda ${schedule}. Continuar?` },
    off: { title: 'Desligar bloqueio', body: (name: string) => `${name} voltará a ter acesso à internet. Continuar?` },
  },
  error: 'Ocorreu um erro ao tentar atualizar o bloqueio do dispositivo.',
} as const;

export const qos = {
  listTitle: 'Regras de Controle de Banda',
  mac: 'MAC',
  download: 'Download',
  upload: 'Upload',
  /** a rule's rate, stored in kbps, shown in Mbps (spec 3 §2: divided by 1000, two decimals) */
  rate: (kbps: number) => mbps(kbps / 1000),
  add: 'Adicionar regra',
  formAdd: 'Nova regra de banda',
  formEdit: 'Editar regra de banda',
  empty: 'Nenhuma regra de controle de banda.',
  mode: 'Modo',
  prioritize: 'Priorizar',
  limit: 'Limitar',
  slider: (what: string, share: number, kbps: number) => `${what}: ${percent(share)} (${mbps(kbps / 1000)})`,
  ofGlobal: 'Porcentagem da velocidade global',
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (mac: string) => `Editar regra de ${mac}`,
  removeLabel: (mac: string) => `Excluir regra de ${mac}`,
  confirmTitle: 'Excluir regra',
  confirmBody: (mac: string) => `Excluir a regra de controle de banda de ${mac}?`,
  createError: 'Ocorreu um erro ao tentar criar a regra de controle de banda.',
  updateError: 'Ocorreu um erro ao tentar atualizar a regra de controle de banda.',
  deleteError: 'Ocorreu um erro ao tentar deletar a regra de controle de banda.',
  save: 'Salvar',
  cancel: 'Cancelar',
} as const;

export const urlFilters = {
  listTitle: 'Filtros de URL',
  mac: 'MAC',
  url: 'URL',
  description: 'Descrição',
  status: 'Status',
  add: 'Adicionar filtro',
  formAdd: 'Novo filtro de URL',
  formEdit: 'Editar filtro de URL',
  empty: 'Nenhum filtro de URL.',
  urlHint: 'Somente o endereço do site, sem http:// (ex.: exemplo.com.br)',
  errorTip: 'Houve um erro ao aplicar o filtro. Recrie o filtro ou reinicie o roteador.',
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (url: string) => `Editar filtro ${url}`,
  removeLabel: (url: string) => `Excluir filtro ${url}`,
  confirmTitle: 'Excluir filtro',
  confirmBody: (url: string) => `Excluir o filtro ${url}?`,
  createError: 'Ocorreu um erro ao tentar criar o filtro.',
  updateError: 'Ocorreu um erro ao tentar atualizar o filtro.',
  deleteError: 'Ocorreu um erro ao tentar deletar o filtro.',
  save: 'Salvar',
  cancel: 'Cancelar',
} as const;
