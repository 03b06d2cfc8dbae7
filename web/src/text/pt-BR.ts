/**
 * Every user-facing string of the UI, once. Quoted spec text is exact (accents included);
 * strings the spec leaves open are ours and are kept here so scenarios and screens agree.
 */

/**
 * A count and its noun: '1 minuto', '2 minutos'. A count is a whole number below a thousand wherever one is shown (a
 * wait, an uptime's days, devices, filters), which the one formatter (text/number.ts) writes as it is: it stays out
 * of /login's code (its budget), where this is used.
 */
export const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const app = {
  name: 'Roteador Wi-Fi',
  home: 'Página inicial',
  loading: 'Carregando…',
  slowLoading: 'Está demorando mais que o normal: o roteador pode estar ocupado.',
  back: 'Voltar',
  skipToContent: 'Ir para o conteúdo',
  openMenu: 'Abrir menu',
  closeMenu: 'Fechar menu',
  menu: 'Menu principal',
  logout: 'Sair',
  retry: 'Tentar novamente',
  close: 'Fechar',
  cancel: 'Cancelar',
  confirm: 'Confirmar',
  /** a file picker's button and its name while none is chosen (ui/file-picker.tsx): the browser's own are in its language */
  chooseFile: 'Escolher arquivo',
  noFileChosen: 'Nenhum arquivo selecionado',
} as const;

export const errors = {
  title: 'Não foi possível carregar as informações',
  connection: 'Verifique a conexão com seu dispositivo e tente novamente.',
  malformed: 'O roteador enviou uma resposta inesperada.',
  http: (status: number) => `O roteador respondeu com o erro ${status}.`,
  page: 'Ocorreu um erro ao abrir esta página.',
} as const;

export const login = {
  title: 'Acesse seu roteador',
  subtitle: 'Informe o usuário e a senha de acesso às configurações.',
  username: 'Usuário',
  password: 'Senha',
  showPassword: 'Mostrar',
  hidePassword: 'Ocultar',
  keepSession: 'Manter a sessão ativa',
  submit: 'Entrar',
  invalidCredentials: 'Credenciais inválidas',
  attemptsLeft: (n: number) =>
    `Número de tentativas restantes: ${n}. Ao exceder, será necessário aguardar 2 minutos para tentar novamente.`,
  maxAttempts: (wait: string) => `Você excedeu o número máximo de tentativas. Tente novamente em ${wait}`,
  connectionError:
    'Houve um erro ao tentar realizar seu login. Verifique sua conexão com o dispositivo e tente novamente.',
  expired: 'Sua sessão expirou. Realize o login novamente para continuar.',
  insecureTitle: 'Credenciais inseguras',
  insecureBody: 'Você está usando o usuário e a senha padrão. Para proteger seu roteador, altere-os agora.',
  insecureChange: 'Alterar credenciais',
  insecureLater: 'Agora não',
} as const;

/** The wait of a login lockout: '1 minuto e 58 segundos.', '45 segundos.', '2 minutos.' */
export function waitText(totalSeconds: number): string {
  const s = Math.max(0, Math.round(totalSeconds));
  const min = Math.floor(s / 60);
  const sec = s % 60;
  const minutes = plural(min, 'minuto', 'minutos');
  const seconds = plural(sec, 'segundo', 'segundos');
  if (min === 0) return `${seconds}.`;
  if (sec === 0) return `${minutes}.`;
  return `${minutes} e ${seconds}.`;
}

export const downloadApp = {
  title: 'Baixe o aplicativo',
  body: 'Configure e acompanhe seu roteador pelo celular com o aplicativo oficial.',
  googlePlay: 'Baixar no Google Play',
  appStore: 'Baixar na App Store',
  continueWeb: 'Continuar com a versão web',
} as const;

export const shell = {
  notifications: 'Notificações',
  notificationsCount: (n: number) => (n === 0 ? 'Notificações' : `Notificações (${n})`),
  noNotifications: 'Nenhuma notificação.',
  tr069Notice: 'O TR-069 está ativo: algumas configurações podem não ter efeito.',
  insecureNotice: 'Você está usando o usuário e a senha padrão. Altere-os para proteger seu roteador.',
  updatingTitle: 'Atualizando',
  updatingBody:
    'O firmware do roteador está sendo atualizado. Não desligue o equipamento: esta página continuará assim que a atualização terminar.',
} as const;

/** Group names of the side menu (spec 1 §2.5). */
export const menuGroups = {
  dashboard: 'Dashboard',
  alexa: 'Assistente Alexa',
  network: 'Rede',
  parental: 'Controle parental',
  security: 'Segurança',
  tools: 'Ferramentas',
  system: 'Sistema',
} as const;

/** Page titles: the header's back title and the menu entries. */
export const pages = {
  dashboard: 'Dashboard',
  wizard: 'Assistente de instalação',
  alexa: 'Assistente Alexa',
  network: 'Rede',
  wifi: 'Wi-Fi',
  wifiRadio: 'Configurações de rádio',
  wifiAdd: 'Adicionar rede Wi-Fi',
  wifiEdit: 'Editar rede Wi-Fi',
  wan: 'Internet',
  lan: 'LAN',
  dhcpLeases: 'Reserva de endereços IP',
  dhcpLeaseAdd: 'Adicionar reserva',
  dhcpLeaseEdit: 'Editar reserva',
  ipv6: 'IPv6',
  meshRole: 'InMesh',
  meshAgent: 'Nó secundário',
  security: 'Segurança',
  portRedirect: 'Redirecionamento de portas',
  portRedirectAdd: 'Adicionar regra',
  portRedirectEdit: 'Editar regra',
  upnp: 'UPnP e DMZ',
  sipAlg: 'SIP ALG',
  bandControl: 'Controle de banda',
  filters: 'Filtros',
  filterMac: 'Filtro de MAC',
  filterIp: 'Filtro de IP',
  filterPort: 'Filtro de portas',
  filterUrl: 'Filtro de URL',
  dos: 'Proteção DoS',
  tools: 'Ferramentas',
  siteSurvey: 'Site survey',
  ping: 'Ping',
  traceroute: 'Traceroute',
  wps: 'WPS',
  iotAssistant: 'Assistente IoT',
  parental: 'Controle parental',
  parentalSchedule: 'Agenda de bloqueio',
  parentalDevices: 'Bloqueio de dispositivos',
  parentalAll: 'Todos os dispositivos',
  parentalDevice: 'Controle do dispositivo',
  devices: 'Dispositivos',
  device: 'Detalhes do dispositivo',
  system: 'Sistema',
  update: 'Atualização de firmware',
  users: 'Usuários',
  reboot: 'Reiniciar',
  restore: 'Restaurar padrão de fábrica',
  datetime: 'Data e hora',
  syslog: 'Log do sistema',
  leds: 'LEDs',
  management: 'Gerenciamento remoto',
  tr069: 'TR-069',
  operationMode: 'Modo de operação',
  mirroring: 'Espelhamento',
  meshOnboarding: 'Adicionar roteador',
  meshNode: 'Detalhes do nó',
  meshLocation: 'Editar localização',
} as const;
