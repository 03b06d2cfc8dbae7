/**
 * The internet (WAN) strings: the form shared by /network/wan and the wizard's WAN step, the page, and the
 * wizard's detection dialogs (spec 2 §2.3, §4.1, §4.3). Quoted spec text is exact; the rest is ours. The §5
 * validation messages live in the contract (validate/messages.ts), never here.
 */

/** The WAN form (forms/wan). */
export const wanForm = {
  modeLabel: 'Tipo de conexão',
  modes: { dhcp: 'Automático', static: 'Estático', pppoe: 'PPPoE' },
  /** one line under the mode choice, per mode */
  modeHint: {
    dhcp: 'O roteador recebe o endereço automaticamente do seu provedor (DHCP).',
    static: 'Informe o endereço fixo fornecido pelo seu provedor.',
    pppoe: 'Informe o usuário e a senha fornecidos pelo seu provedor.',
  },
  ip4: 'Endereço IP',
  netmask: 'Máscara de rede',
  gateway: 'Gateway',
  mtu: 'MTU',
  username: 'Usuário',
  password: 'Senha',
  showPassword: 'Mostrar senha',
  hidePassword: 'Ocultar senha',
  server: 'Servidor',
  service: 'Serviço',
  optional: 'Opcional',
  dnsTitle: 'DNS',
  dnsAutomatic: 'DNS automático',
  dns1: 'DNS 1',
  dns2: 'DNS 2',
  dns3: 'DNS 3',
  macTitle: 'Clonar MAC',
  cloneMac: 'Clonar endereço MAC',
  cloneMacHint: 'Use quando o seu provedor libera a internet apenas para o endereço MAC de outro equipamento.',
  clonedMac: 'Endereço MAC',
} as const;

/** /network/wan (spec 2 §2.3, §4.1, §8). */
export const wanPage = {
  save: 'Salvar',
  saving: 'Aguarde! Estamos salvando suas configurações.',
  errorMessage: 'Não foi possível salvar as configurações de internet. Verifique sua conexão com o dispositivo e tente novamente.',
  connected: (ip: string) => `Conectado à internet. Endereço WAN: ${ip}`,
  /** the PPPoE session did not come up after a save (or is down when the page opens); the title is ours */
  pppoeProblemTitle: 'Falha na conexão PPPoE',
  /** spec 1 §8, exact */
  pppoeProblem: 'Foi detectado problema com a conexão PPPoE, verifique suas configurações.',
} as const;

/** The wizard's WAN step and its detection dialogs (spec 2 §4.3). */
export const wanStep = {
  intro: 'Configure como o roteador se conecta à internet.',
  detecting: 'Verificando sua conexão com a internet…',
  next: 'Avançar',
  skip: 'Pular esta etapa',
  retry: 'Tentar novamente',
  detectAgain: 'Detectar conexão',
  cableTitle: 'Cabo não conectado',
  cableMessage: 'O cabo de internet não está conectado na porta WAN do roteador. Conecte o cabo e tente novamente, ou pule esta etapa.',
  skipShort: 'Pular',
  noInternetTitle: 'Sem conexão',
  /** spec 2 §4.3, exact */
  noInternet: 'Não encontrei conexão com a internet. Deseja tentar novamente?',
  manual: 'Configurar manualmente',
  foundTitle: 'Internet encontrada',
  foundPppoe: 'Encontrei uma conexão PPPoE com a internet funcionando. Deseja seguir para a configuração do Wi-Fi ou configurar a internet?',
  foundStatic: 'Encontrei uma conexão com IP estático funcionando. Deseja seguir para a configuração do Wi-Fi ou configurar a internet?',
  goWifi: 'Seguir para o Wi-Fi',
  configure: 'Configurar internet',
  dhcpTitle: 'Conexão automática encontrada',
  dhcpAsk: 'Encontrei uma conexão automática (DHCP) com a internet. Deseja usá-la?',
  useDhcp: 'Usar DHCP',
  no: 'Não',
  checkingTitle: 'Verificando a internet',
  checking: 'Encontrei uma possível conexão automática (DHCP). Verificando o acesso à internet…',
  checkingRetry: 'Ainda sem acesso à internet. Tentarei novamente em instantes.',
  pppoeTitle: 'Conexão PPPoE',
  pppoeMaybe: 'Sua conexão parece ser PPPoE. Informe o usuário e a senha fornecidos pelo seu provedor de internet.',
  ok: 'Ok, entendi',
  loadError: 'Não foi possível verificar a conexão com a internet.',
} as const;
