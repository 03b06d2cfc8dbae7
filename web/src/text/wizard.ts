/** The installation wizard's strings (spec 2 §2.1, §2.3, §4.6, §8): the frame, credentials, location, mode, confirmation. */
export const wizard = {
  title: 'Assistente de instalação',
  progress: 'Etapas do assistente',
  stepOf: (n: number, total: number) => `Etapa ${n} de ${total}`,
  steps: {
    credentials: 'Credenciais',
    location: 'Localização do dispositivo',
    'operation-mode': 'Modo de operação',
    wan: 'Internet',
    wifi: 'WI-FI',
    repeater: 'Modo repetidor',
    confirm: 'Confirmação',
  },
  skipWizard: 'Pular assistente',
  next: 'Avançar',
  loading: 'Preparando o assistente…',
  loginFailed: 'Não foi possível conectar ao roteador.',
  retry: 'Tentar novamente',

  welcome: {
    title: 'Bem-vindo!',
    body: 'Este assistente vai ajudar você a configurar o seu roteador em poucos passos: credenciais de acesso, modo de operação, internet e rede Wi-Fi.',
    start: 'Começar',
  },

  credentials: {
    intro: 'Defina as credenciais para acesso às configurações do roteador',
    username: 'Usuário',
    password: 'Senha',
    confirmation: 'Confirmar senha',
    show: 'Mostrar senha',
    hide: 'Ocultar senha',
    acceptTerms: 'Li e aceito os termos de uso',
    readTerms: 'Ler os termos de uso',
    termsTitle: 'Termos de uso',
    terms: [
      'Este equipamento é destinado ao uso doméstico e deve ser configurado pelo seu proprietário.',
      'O proprietário é responsável por manter em sigilo as credenciais de acesso às configurações e a senha da rede Wi-Fi.',
      'As configurações feitas por este assistente podem ser alteradas a qualquer momento na interface do roteador.',
      'Ao aceitar, você concorda com a coleta das informações técnicas necessárias ao funcionamento e à atualização do equipamento.',
    ],
    close: 'Fechar',
  },

  location: {
    intro: 'Onde este dispositivo ficará? O nome ajuda a identificá-lo na sua rede mesh.',
    label: 'Localização',
    hint: 'Por exemplo: Sala, Quarto, Escritorio',
  },

  mode: {
    intro: 'Escolha como este dispositivo vai funcionar na sua rede.',
    router: 'Roteador Wireless (padrão)',
    accessPoint: 'Ponto de Acesso (bridge)',
    repeater: 'Repetidor Wi-Fi',
    info: (name: string) => `Sobre ${name}`,
    infoText: {
      router: 'O dispositivo recebe a internet pelo cabo do provedor (porta WAN), cria a sua rede local e distribui os endereços aos aparelhos conectados.',
      accessPoint: 'O dispositivo é ligado por cabo a outro roteador, que continua distribuindo os endereços; ele apenas oferece a rede Wi-Fi.',
      repeater: 'O dispositivo se conecta sem fio a uma rede Wi-Fi existente e a repete, aumentando o seu alcance.',
    },
    meshTitle: 'Mesh',
    meshEnabled: 'Mesh ativo',
    nodeType: 'Tipo de nó',
    principal: 'Principal',
    secondary: 'Secundário',
    meshRepeater: 'No modo repetidor a rede mesh fica desativada.',
  },

  confirm: {
    intro: 'Confira as configurações antes de concluir.',
    operationMode: 'Modo de operação',
    connectionType: 'Tipo de conexão',
    connection: { 0: 'DHCP', 1: 'IP estático', 2: 'PPPoE' } as Record<number, string>,
    notConfigured: 'Não configurado',
    location: 'Localização',
    ssid: 'SSID',
    ssid5: 'SSID 5 GHz',
    wifiPassword: 'Senha do Wi-Fi',
    routerLogin: 'Login do roteador',
    routerPassword: 'Senha do roteador',
    showWifi: 'Mostrar senha do Wi-Fi',
    hideWifi: 'Ocultar senha do Wi-Fi',
    showRouter: 'Mostrar senha do roteador',
    hideRouter: 'Ocultar senha do roteador',
    mesh: 'Mesh',
    meshOn: 'Ativo',
    meshOff: 'Inativo',
    nodeType: 'Tipo de nó',
    skipped: 'Você pulou etapas do assistente: as configurações dessas etapas continuarão como as de fábrica e poderão ser alteradas depois na interface do roteador.',
    unreachable: (ip: string) =>
      `No modo Ponto de Acesso ou Repetidor, o dispositivo pode ficar inacessível pelo endereço ${ip}.`,
    finish: 'Concluir',
  },

  finish: {
    saving: 'Aguarde! Estamos aplicando suas configurações.',
    success: 'Configurações aplicadas com sucesso',
    ok: 'Ok, entendi',
    errorTitle: 'Erro',
    error:
      'Houve um erro ao tentar Finalizar o Assistente de Instalação. Verifique sua conexão com o dispositivo e tente novamente.',
    errorButton: 'Entendi',
    applyError:
      'Erro ao verificar as configurações, o assistente será reiniciado. Verifique sua conexão e tente novamente.',
  },
} as const;
