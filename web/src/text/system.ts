/**
 * The system pages built here: /system/operation-mode (spec 2 §4.5) and /system/users (§2.3, §4.9, §5.6).
 * Quoted spec text is exact; the rest is ours. The §5 validation messages come from the contract.
 */

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
