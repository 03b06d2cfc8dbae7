/**
 * The network area's strings (see pt-BR.ts): one module per area, so a page loads only its own text.
 * Quoted spec text is exact (spec 2 §2.2, §8).
 */
import { reservation } from './reservation.ts';

/** The network page's tabs (spec 2 §2.2), in their order. */
export const networkTabs = {
  label: 'Configurações de rede',
  wifi: 'WI-FI',
  wan: 'INTERNET',
  lan: 'LAN',
  ipv6: 'IPV6',
  mesh: 'INMESH',
} as const;

/** The static leases: /network/lan/dhcp-lease, …/add, …/{id} (spec 2 §5.9, §8). */
export const leases = {
  intro: 'Reserve um endereço IP fixo para um dispositivo da sua rede: o servidor DHCP sempre entregará a ele o mesmo endereço.',
  listTitle: 'Reservas de IP',
  add: 'Adicionar reserva',
  empty: 'Nenhuma reserva cadastrada.',
  description: 'Descrição',
  mac: 'Endereço MAC',
  ip: 'Endereço IP',
  noDescription: 'Sem descrição',
  /** the short labels of a list row (the form names the fields in full) */
  rowMac: 'MAC',
  rowIp: 'IP',
  edit: 'Editar',
  remove: 'Excluir',
  editLabel: (name: string) => `Editar reserva ${name}`,
  removeLabel: (name: string) => `Excluir reserva ${name}`,
  confirmTitle: 'Excluir reserva',
  confirmBody: (name: string) => `Deseja excluir a reserva ${name}? O dispositivo poderá receber outro endereço IP.`,
  range: (start: string, end: string) => `Faixa do servidor DHCP: ${start} a ${end}`,
  devicesHint: 'Toque em um dispositivo para preencher o MAC e o IP.',
  save: 'Salvar',
  cancel: 'Cancelar',
  notFound: 'Esta reserva não existe mais.',
  backToList: 'Voltar às reservas',
  saving: 'Aguarde! Estamos salvando suas configurações.',
  saved: 'Configurações salvas com sucesso!',
  ok: 'Ok, entendi',
  errorTitle: 'Erro',
  max: reservation.max,
  addError: reservation.addError,
  editError: 'Ocorreu um erro ao tentar editar reserva.',
  deleteError: reservation.deleteError,
} as const;
