/**
 * The denial-of-service page: /security/dos (spec 3 §2, §3 Denial-of-service settings, §5, §9). The spec gives no
 * wording for this page: the names of the protections are ours; the validation message ('0 à 9999') comes from the
 * contract's validators.
 */
import type { DosFlood, DosSwitch } from '@roteador/contract';
import { timing } from '@roteador/contract';

const { highPps, lowPps } = timing.limits.portScan;

export const dos = {
  intro: 'Proteja a rede contra ataques de negação de serviço (DoS): tráfego em excesso ou pacotes malformados enviados para derrubar o roteador ou os dispositivos.',
  enabled: 'Proteção contra ataques DoS',
  offNote: 'Com a proteção desligada, nenhuma das regras abaixo é aplicada.',
  floodsTitle: 'Proteção contra inundação',
  floodsIntro: 'Limite de pacotes por segundo aceitos antes de descartar o excesso, para o roteador todo (sistema) ou para cada endereço IP.',
  floods: {
    sysflood_syn: 'Inundação SYN (sistema)',
    ipfloodsyn: 'Inundação SYN (por IP)',
    sysflood_fin: 'Inundação FIN (sistema)',
    ipfloodfin: 'Inundação FIN (por IP)',
    sysfloodudp: 'Inundação UDP (sistema)',
    ipfloodudp: 'Inundação UDP (por IP)',
    sysfloodicmp: 'Inundação ICMP (sistema)',
    ipfloodicmp: 'Inundação ICMP (por IP)',
  } satisfies Record<DosFlood, string>,
  /** the visible label of a flood's threshold */
  perSecond: 'pacotes/s',
  /** the accessible name of a flood's threshold (the visible one repeats eight times) */
  threshold: (name: string) => `${name}: pacotes/s`,
  blockTitle: 'Bloqueio do IP de origem',
  blockIntro: 'Bloqueia por um tempo o endereço que disparar uma das proteções.',
  sourceBlock: 'Bloquear o IP de origem',
  blockTime: 'Tempo de bloqueio (s)',
  scanTitle: 'Varredura de portas',
  portScan: 'Detectar varredura de portas TCP/UDP',
  sensitivity: 'Sensibilidade',
  /** spec 3 §9: high is 10 packets per second, low 200 */
  high: `Alta (${highPps} pacotes/s)`,
  low: `Baixa (${lowPps} pacotes/s)`,
  filtersTitle: 'Filtros de ataques',
  filtersIntro: 'Descarta pacotes com padrões conhecidos de ataque.',
  switches: {
    icmpsmurfenabled: 'Ataque Smurf (ICMP)',
    iplandenabled: 'LAND',
    ipspoofenabled: 'IP Spoofing',
    ipteardropenabled: 'Teardrop',
    pingofdeathenabled: 'Ping da morte',
    tcpscanenabled: 'Varredura TCP',
    tcpsynwithdataenabled: 'SYN com dados',
    udpbombenabled: 'Bomba UDP',
    udpechochargenenabled: 'Echo/Chargen UDP',
  } satisfies Record<DosSwitch, string>,
  save: 'Salvar',
  saveError: 'Não foi possível salvar a proteção DoS.',
  loadError: 'Não foi possível carregar a proteção DoS.',
} as const;
