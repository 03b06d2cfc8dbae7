/**
 * The system area's firmware update, restore, date and time, management/TR-069 and mirroring pages (spec 3 §2, §4, §8,
 * §9). Quoted spec text is exact; where the spec shows a message cut short ('...'), its end is ours. The §5 validation
 * messages come from the contract.
 */
import { firmwareUpdateFailed } from '@roteador/contract';

/** /system/update (spec 3 §4, §8): from the provider and from a file. */
export const update = {
  remoteTitle: 'Atualização pelo provedor',
  current: 'Versão instalada',
  last: 'Versão mais recente',
  checking: 'Consultando o servidor de atualização…',
  upToDate: 'Seu roteador já está com a versão mais recente.',
  available: (last: string) => `A versão ${last} está disponível.`,
  updateNow: 'Atualizar agora',
  confirmTitle: 'Atualizar o firmware',
  confirmBody: (current: string, last: string) =>
    `O roteador passará da versão ${current} para a ${last} e reiniciará. A internet e o Wi-Fi ficam indisponíveis por alguns minutos. Não desligue o roteador.`,
  confirm: 'Atualizar',
  cancel: 'Cancelar',
  retry: 'Tentar novamente',
  progressTitle: 'Atualizando o firmware',
  progressBody: 'Não desligue o roteador. Ele reiniciará com a nova versão.',
  progress: (n: number) => `${n}% concluído`,
  doneTitle: 'Firmware atualizado',
  doneBody: (version: string) => `Seu roteador está com a versão ${version}.`,

  fileTitle: 'Atualização por arquivo',
  fileIntro: 'Envie um arquivo de firmware para este modelo, baixado do site do fabricante.',
  fileLabel: 'Arquivo de firmware',
  fileHint: 'Até 30 MB.',
  fileChosen: (name: string, mb: string) => `${name} (${mb} MB)`,
  send: 'Enviar e atualizar',
  fileConfirmBody: (name: string) =>
    `O arquivo ${name} será enviado e gravado no roteador, que reiniciará em seguida. Não desligue o roteador nem feche esta página.`,
  sendingTitle: 'Enviando o firmware',
  sending: (part: number, total: number) => `Parte ${part} de ${total}`,
  waitingTitle: 'Gravando o firmware',
  waitingBody: 'O roteador está gravando o novo firmware e reiniciando. Aguarde até 1 minuto.',

  /** spec 3 §8, in full where the spec shows them cut short */
  noServer: 'Não conseguimos estabelecer conexão com o servidor de atualização. Verifique sua conexão com a internet e tente novamente.',
  sessionError: 'Erro de sessão',
  sessionErrorBody: 'Entre novamente para continuar.',
  toLogin: 'Entrar novamente',
  cannotConnect: 'Não foi possível conectar ao servidor de atualização.',
  failed: firmwareUpdateFailed,
  generic: 'Houve um erro. Verifique sua conexão e tente novamente.',
} as const;

/** /system/restore and the reset button's press time. */
export const restore = {
  title: 'Restaurar padrões de fábrica',
  intro: 'Todas as configurações (Wi-Fi, senhas, rede, regras) são apagadas e o roteador volta como saiu da fábrica. Em seguida o assistente de instalação é aberto.',
  action: 'Restaurar padrões de fábrica',
  confirmTitle: 'Restaurar padrões de fábrica',
  confirmBody: 'Deseja apagar todas as configurações do roteador? Esta ação não pode ser desfeita e todos os dispositivos serão desconectados.',
  confirm: 'Restaurar',
  cancel: 'Cancelar',
  waitingTitle: 'Restaurando o roteador',
  waitingBody: 'O roteador está voltando às configurações de fábrica. Em seguida, o assistente de instalação será aberto.',
  failed: 'Não foi possível restaurar o roteador. Tente novamente.',

  buttonTitle: 'Botão reset',
  buttonIntro: 'Por quanto tempo o botão reset do roteador precisa ficar pressionado para restaurar os padrões de fábrica.',
  pressedTime: 'Tempo pressionado (segundos)',
  pressedHint: 'De 5 a 3600 segundos.',
  save: 'Salvar',
  loadError: 'Não foi possível ler a configuração do botão reset.',
  saveError: 'Não foi possível salvar o tempo do botão reset.',
} as const;

/** /system/datetime. */
export const datetime = {
  intro: 'A data e a hora do roteador valem para o reinício diário e os bloqueios agendados.',
  now: 'Data e hora do roteador',
  synced: 'Sincronizado pelo NTP',
  notSynced: 'Não sincronizado',
  timezone: 'Fuso horário',
  zones: {
    'America/Noronha': 'Fernando de Noronha (UTC−2)',
    'America/Sao_Paulo': 'Brasília (UTC−3)',
    'America/Manaus': 'Amazonas (UTC−4)',
    'America/Rio_Branco': 'Acre (UTC−5)',
  } as Record<string, string>,
  automatic: 'Sincronizar automaticamente (NTP)',
  server1: 'Servidor NTP 1',
  server2: 'Servidor NTP 2 (opcional)',
  date: 'Data',
  time: 'Hora',
  save: 'Salvar',
  loadError: 'Não foi possível ler a data e a hora do roteador.',
  saveError: 'Não foi possível salvar a data e a hora.',
} as const;

/** /system/management: remote management over the WAN and TR-069. */
export const management = {
  tabsLabel: 'Gerenciamento',
  tabManagement: 'GERENCIAMENTO REMOTO VIA WAN',
  tabTr069: 'TR-069',
  intro: 'Permita acessar este painel pela internet, de fora da sua casa.',
  http: 'Gerenciamento via HTTP',
  port: 'Porta HTTP',
  https: 'Gerenciamento via HTTPS',
  httpsPort: 'Porta HTTPS',
  ipRange: 'Permitir apenas uma faixa de IP',
  rangeStart: 'IP inicial',
  rangeEnd: 'IP final',
  ipv6: 'Permitir acesso por IPv6',
  pingWan: 'Responder ping na WAN',
  save: 'Salvar',
  loadError: 'Não foi possível ler o gerenciamento remoto.',
  saveError: 'Não foi possível salvar o gerenciamento remoto.',

  tr069Intro: 'O TR-069 permite que seu provedor configure o roteador remotamente.',
  tr069: 'TR-069',
  acs: 'Servidor de autoconfiguração (ACS)',
  acsUrl: 'URL do ACS',
  acsUsername: 'Usuário',
  acsPassword: 'Senha',
  inform: 'Informe periódico',
  interval: 'Intervalo do informe (segundos)',
  intervalHint: '0 desativa; de 60 a 43200 segundos.',
  connection: 'Requisição de conexão',
  connectionEnable: 'Aceitar requisições de conexão',
  conreqName: 'Usuário da requisição',
  conreqPw: 'Senha da requisição',
  conreqPort: 'Porta',
  conreqPath: 'Caminho',
  stun: 'STUN',
  stunEnable: 'Usar STUN',
  stunAddr: 'Servidor STUN',
  stunPort: 'Porta STUN',
  caCert: 'Certificado CA',
  caCertHint: 'Arquivo .pem ou .crt com menos de 4096 bytes.',
  caCertNone: 'Nenhum certificado',
  caCertLoaded: (bytes: number) => `Certificado carregado (${bytes} bytes)`,
  caCertRemove: 'Remover certificado',
  tr069LoadError: 'Não foi possível ler a configuração TR-069.',
  tr069SaveError: 'Não foi possível salvar a configuração TR-069.',
} as const;

/** /mirroring ('Espelhamento'). */
export const mirroring = {
  intro: 'Copie o tráfego de uma porta do roteador para outra, onde um computador pode analisá-lo.',
  enable: 'Espelhamento de porta',
  mirrored: 'Porta espelhada',
  mirror: 'Porta espelho',
  mirroredHint: 'A porta cujo tráfego é copiado.',
  mirrorHint: 'A porta que recebe a cópia.',
  save: 'Salvar',
  loadError: 'Não foi possível ler o espelhamento.',
  /** spec 3 §8 */
  saveError: 'Houve um erro ao tentar realizar o espelhamento',
} as const;
