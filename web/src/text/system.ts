/**
 * The system area's pages (spec 2 §2.3, §4.5, §4.9, §5.6; spec 3 §2, §3, §4, §8, §9): the menu (/system), reboot,
 * remote log, LEDs, operation mode, users, firmware update, restore, date and time, management/TR-069 and mirroring.
 * Quoted spec text is exact ('Houve um erro ao tentar realizar o syslog'); where the spec shows a message cut short
 * ('...'), its end is ours; the rest is ours. The §5 validation messages come from the contract.
 */
import { firmwareUpdateFailed, routerMessages, timing } from '@roteador/contract';
import { kilobytesPerSecond, percent } from './number.ts';

const daily = timing.limits.dailyReboot;
const minutes = (n: number) => (n % 60 === 0 ? (n === 60 ? '1 hora' : `${n / 60} horas`) : `${n} minutos`);
const kBps = kilobytesPerSecond;

/** /system: one card per page of the area. */
export const systemMenu = {
  label: 'Sistema',
  intro: 'Atualize, reinicie e ajuste o funcionamento do roteador.',
  hints: {
    update: 'Instale a versão mais recente do firmware.',
    users: 'Usuário e senha de acesso a este painel.',
    reboot: 'Reinicie agora ou todos os dias em um horário.',
    restore: 'Volte o roteador às configurações de fábrica.',
    datetime: 'Fuso, horário e servidores NTP.',
    syslog: 'Envie os registros do roteador a um servidor de log.',
    leds: 'Acenda ou apague as luzes do roteador.',
    operationMode: 'Roteador, ponto de acesso ou repetidor.',
    management: 'Acesso remoto pela internet e TR-069.',
    tr069: 'Gerenciamento remoto pelo provedor (TR-069).',
    mirroring: 'Copie o tráfego de uma porta para outra.',
    wizard: 'Refaça a configuração inicial passo a passo.',
  },
} as const;

/** /system/reboot: reboot now (action 1) and the daily reboot (daily_reboot/0). */
export const reboot = {
  /** the 'reboot now' card (features/system/action-card.tsx) */
  now: {
    title: 'Reiniciar o roteador',
    intro: 'A internet e o Wi-Fi ficam indisponíveis por cerca de um minuto, até o roteador voltar.',
    action: 'Reiniciar agora',
    confirmTitle: 'Reiniciar o roteador',
    confirmBody: 'Deseja reiniciar o roteador agora? Todos os dispositivos serão desconectados até ele voltar.',
    confirm: 'Reiniciar',
    cancel: 'Cancelar',
    done: 'Roteador reiniciado com sucesso',
    failed: 'Não foi possível reiniciar o roteador. Tente novamente.',
  },

  dailyTitle: 'Reinício automático',
  dailyIntro: 'Reinicie o roteador automaticamente todos os dias, no horário escolhido.',
  enable: 'Reinício diário',
  hour: 'Hora',
  minute: 'Minuto',
  delay: 'Adiar se houver tráfego',
  lateNote: `O reinício pode acontecer até ${minutes(daily.lateUpToMin)} depois do horário definido.`,
  delayNote: `Com "Adiar se houver tráfego", enquanto a rede transferir mais de ${kBps(daily.delayTrafficBytesPerS)} o reinício é adiado em ${minutes(daily.delayAddMin)}, por até ${minutes(daily.delayRetryMin)}.`,
  save: 'Salvar',
  loadError: 'Não foi possível ler o reinício diário.',
  saveError: 'Não foi possível salvar o reinício diário.',
} as const;

/** /system/syslog: the remote log (syslog/0). */
export const syslog = {
  intro: 'Envie os registros do roteador a um servidor de log da sua rede ou da internet.',
  enable: 'Log remoto',
  server: 'Servidor',
  serverHint: 'Nome ou endereço IP do servidor de log',
  port: 'Porta',
  severity: 'Nível de severidade',
  severityHint: 'São enviadas as mensagens deste nível e dos mais graves.',
  severities: ['Emergência', 'Alerta', 'Crítico', 'Erro', 'Aviso', 'Notificação', 'Informação', 'Debug'] as const,
  save: 'Salvar',
  loadError: 'Não foi possível ler o log remoto.',
  /** spec 3 §8 */
  saveError: 'Houve um erro ao tentar realizar o syslog',
} as const;

/** /system/leds: the LEDs (led/0). */
export const leds = {
  intro: 'Apague as luzes do roteador se elas incomodam, por exemplo em um quarto. O Wi-Fi continua funcionando.',
  label: 'LEDs do roteador',
  on: 'Os LEDs estão acesos.',
  off: 'Os LEDs estão apagados.',
  unsupported: routerMessages.ledUnavailable,
  save: 'Salvar',
  loadError: 'Não foi possível ler o estado dos LEDs.',
  saveError: 'Não foi possível salvar os LEDs.',
} as const;

/** /system/operation-mode (spec 2 §4.5). */
export const operationMode = {
  intro: 'Escolha como este roteador funciona na sua rede.',
  label: 'Modo de operação',
  router: 'Roteador Wireless (padrão)',
  accessPoint: 'Ponto de Acesso (bridge)',
  repeater: 'Repetidor Wi-Fi',
  info: (mode: string) => `Sobre ${mode}`,
  routerInfo:
    'O roteador se conecta à internet pelo cabo do seu provedor, distribui os endereços da rede (DHCP) e cria a sua rede Wi-Fi. É o modo indicado para a maioria das casas.',
  accessPointInfo:
    'O roteador é ligado por cabo a outro roteador, que continua responsável pela internet e pelos endereços da rede. Ele apenas cria a rede Wi-Fi, sem as configurações de internet e LAN.',
  repeaterInfo:
    'O roteador se conecta sem fio a outra rede Wi-Fi e a repete, ampliando o alcance do sinal. Neste modo o InMesh fica desativado.',
  close: 'Fechar',
  current: (mode: string) => `Modo atual: ${mode}`,
  apply: 'Aplicar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  confirmTitle: 'Alterar modo de operação',
  confirmBody: (mode: string) => `Deseja alterar o modo de operação para ${mode}? O roteador será reiniciado para aplicar a configuração.`,
  unreachable: (ip: string) => `Atenção: neste modo o dispositivo poderá ficar inacessível no endereço ${ip}.`,
  meshOff: 'O InMesh será desativado: o modo repetidor não funciona com a rede InMesh.',
  // back to router (§4.5): auto-apply (automatic detection) or configure manually
  routerTitle: 'Voltar ao modo roteador',
  routerBody: 'Como deseja configurar a conexão com a internet?',
  auto: 'Aplicar automaticamente',
  autoHint: 'O roteador detecta o tipo de conexão com a internet sozinho.',
  manual: 'Configurar manualmente',
  manualHint: 'Depois de reiniciar, você escolhe o tipo de conexão na página Internet.',
  saving: 'Aguarde! Estamos salvando suas configurações.',
  /** spec 2 §8: apply status error (the session is cleared and the wizard reloads) */
  failed: 'Erro ao verificar as configurações, o assistente será reiniciado. Verifique sua conexão e tente novamente.',
} as const;

/** /system/users (spec 2 §2.3, §4.9, §5.6). */
export const users = {
  /** spec 2 §2.3 */
  intro: 'Defina as credenciais para acesso às configurações do roteador',
  username: 'Usuário',
  password: 'Nova senha',
  confirmation: 'Confirmar senha',
  show: 'Mostrar',
  hide: 'Ocultar',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  logoutNotice: 'Ao salvar, você sairá e deverá entrar novamente com as novas credenciais.',
  meshNotice: 'As novas credenciais também serão enviadas aos roteadores secundários da rede InMesh.',
  save: 'Salvar',
  saving: 'Aguarde! Estamos salvando suas configurações.',
  saveError: 'Ocorreu um erro ao tentar salvar as credenciais.',
} as const;

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
  progress: (n: number) => `${percent(n)} concluído`,
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
