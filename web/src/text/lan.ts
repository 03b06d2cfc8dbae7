/**
 * The LAN page (/network/lan: spec 2 §2.3, §4.10, §5.8) and the automatic IP-conflict resolution (§4.4).
 * Validation messages are the contract's (validate/messages.ts); quoted spec text is exact.
 */
import { plural } from './pt-BR.ts';

export const lan = {
  addressTitle: 'Endereço da rede local',
  addressIntro: 'Endereço do roteador na sua rede local. É por ele que você acessa esta interface.',
  ip: 'Endereço IP',
  netmask: 'Máscara de sub-rede',
  dhcpTitle: 'Servidor DHCP',
  dhcpIntro: 'Entrega endereços IP automaticamente aos dispositivos da sua rede.',
  dhcpEnabled: 'Servidor DHCP habilitado',
  rangeStart: 'Endereço inicial',
  rangeEnd: 'Endereço final',
  dns1: 'DNS primário',
  dns2: 'DNS secundário (opcional)',
  leaseTime: 'Tempo de concessão (minutos)',
  leasesTitle: 'Reservas de IP',
  leasesCount: (n: number) => (n === 0 ? 'Nenhuma reserva cadastrada.' : `${plural(n, 'dispositivo', 'dispositivos')} com IP reservado.`),
  /** the link to /network/lan/dhcp-lease (its route's title) */
  leasesLink: 'Reserva de endereços IP',
  save: 'Salvar',
  cancel: 'Cancelar',
  restartNotice: 'Ao salvar, o roteador reinicia para aplicar as configurações.',
  // §4.10 step 1
  outsideTitle: 'Reservas fora da nova faixa',
  outsideBody: (n: number) =>
    n === 1
      ? 'A reserva abaixo está fora da nova faixa do servidor DHCP e será excluída. Deseja continuar?'
      : `As ${n} reservas abaixo estão fora da nova faixa do servidor DHCP e serão excluídas. Deseja continuar?`,
  outsideItem: (name: string, ip: string) => `${name} (${ip})`,
  outsideConfirm: 'Excluir e salvar',
  error: 'Ocorreu um erro ao tentar salvar as configurações da rede local.',
  // §4.10 under HTTPS with a new address
  movedTitle: 'Endereço do roteador alterado',
  movedBody: (ip: string) => `O roteador agora responde em ${ip}. Acesse o novo endereço para continuar.`,
  movedWaiting: 'Aguarde enquanto o roteador aplica o novo endereço…',
  openNew: (url: string) => `Acessar ${url}`,
} as const;

/** spec 2 §4.4 */
export const ipConflict = {
  resolving: 'Conflito de endereço IP',
  resolvingBody: 'A rede da internet (WAN) usa a mesma faixa de endereços da sua rede local. Estamos mudando o endereço da rede local…',
  resolved: 'Conflito resolvido!',
  resolvedBody: (ip: string) => `O endereço IP do roteador na rede local agora é ${ip}.`,
  reopen: (url: string) => `Aguarde alguns segundos e abra novamente a interface pelo novo endereço: ${url}`,
  reopenWaiting: 'Aguarde enquanto o roteador aplica o novo endereço…',
  openNew: (url: string) => `Acessar ${url}`,
  failed: 'Não foi possível resolver o conflito de endereço IP entre a rede local e a internet. Altere o endereço da rede local na página LAN.',
  ok: 'Ok, entendi',
} as const;
