/**
 * The tools area's strings (see pt-BR.ts). Quoted spec text is exact (spec 3 §8); the rest is ours.
 * Page titles come from `pages` in pt-BR.ts.
 */

/** /tools: the area's menu (spec 3 §2). */
export const toolsMenu = {
  label: 'Ferramentas',
  intro: 'Diagnóstico da rede e recursos para conectar novos dispositivos.',
  hints: {
    siteSurvey: 'Veja as redes Wi-Fi vizinhas e o canal mais livre.',
    ping: 'Teste se um endereço responde e em quanto tempo.',
    traceroute: 'Veja o caminho que os pacotes percorrem até um endereço.',
    wps: 'Conecte um dispositivo ao Wi-Fi sem digitar a senha.',
    iotAssistant: 'Abra uma janela de 30 minutos para parear dispositivos IoT.',
  },
} as const;

/** What ping and traceroute share. */
export const toolForm = {
  host: 'Endereço (host)',
  hostPlaceholder: 'exemplo.com.br ou 8.8.8.8',
  ip6: 'IPv6',
  advanced: 'Opções avançadas',
  result: 'Resultado',
  retry: 'Tentar novamente',
} as const;

export const ping = {
  intro: 'Envia pacotes ao endereço e mede se e em quanto tempo ele responde.',
  packetSize: 'Tamanho do pacote (bytes)',
  packets: 'Quantidade de pacotes',
  packetsHint: '0 usa o padrão do roteador (4).',
  hops: 'Limite de saltos (TTL)',
  deadline: 'Tempo limite (s)',
  deadlineHint: '0 = sem tempo limite.',
  submit: 'Executar ping',
  running: 'Executando ping…',
  /** spec 3 §8 */
  error: 'Houve um erro ao tentar realizar o ping',
  /** a value there is none of (the TTL when no reply came) */
  none: '—',
  labels: {
    host: 'Host',
    ip: 'Endereço IP',
    ttl: 'TTL',
    sent: 'Pacotes enviados',
    received: 'Pacotes recebidos',
    loss: 'Perda de pacotes',
    min: 'Tempo mínimo',
    avg: 'Tempo médio',
    max: 'Tempo máximo',
  },
} as const;

export const traceroute = {
  intro: 'Mostra cada roteador (salto) no caminho até o endereço e o tempo de resposta de cada um.',
  packetLen: 'Tamanho do pacote (bytes)',
  hops: 'Limite de saltos',
  deadline: 'Tempo limite (s)',
  deadlineHint: 'Por tentativa, em cada salto.',
  firstTtl: 'Primeiro TTL',
  submit: 'Executar traceroute',
  running: 'Executando traceroute…',
  /** spec 3 §8 */
  error: 'Houve um erro ao tentar realizar o traceroute',
  target: 'Destino',
  targetIp: 'Endereço IP',
  packetLenResult: 'Tamanho do pacote',
  bytes: (n: number) => `${n} bytes`,
  hopsList: 'Saltos',
  noHops: 'Nenhum salto respondeu.',
  /** a hop whose three probes got no answer */
  noAnswer: 'Sem resposta',
  lostNote: '* = sem resposta dentro do tempo limite.',
} as const;
