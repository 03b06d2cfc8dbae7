/**
 * The voice-assistant strings (see pt-BR.ts): one module per area, so a page loads only its own text
 * and /login stays small. Quoted spec text is exact.
 */

/** The voice-assistant page /amazon/alexa (spec 1 §2.10, §5, §8). */
export const alexa = {
  stepOf: (n: number, total: number) => `Passo ${n} de ${total}`,
  noInternet:
    'Não é possível progredir pois seu roteador está sem acesso a internet. Verifique sua conexão e tente novamente.',
  introTitle: 'A Alexa no seu roteador',
  introBody:
    'Registre seu roteador na sua conta Amazon para usar a Alexa em casa: peça músicas, notícias e informações da sua rede só com a voz.',
  introPoints: [
    'Tenha em mãos o login da sua conta Amazon.',
    'Mantenha o roteador conectado à internet durante o registro.',
  ],
  start: 'Comece agora',
  codeTitle: 'Registre seu dispositivo',
  codeBody: 'Na página de registro da Amazon, entre com sua conta e informe o código abaixo.',
  codeLabel: 'Código de registro',
  register: 'Registrar dispositivo',
  registerHint: 'A página de registro abre em uma nova aba.',
  waitingTitle: 'Aguardando confirmação',
  waitingBody:
    'Conclua o registro na página da Amazon. Esta tela avança sozinha assim que o registro for confirmado.',
  waitingProgress: 'Aguardando a confirmação do registro',
  reopen: 'Abrir a página de registro novamente',
  doneTitle: 'Dispositivo registrado com sucesso!',
  doneBody: 'Sua Alexa está pronta. Experimente dizer:',
  suggestions: [
    'Alexa, qual a velocidade da minha internet?',
    'Alexa, quantos dispositivos estão conectados ao meu Wi-Fi?',
    'Alexa, qual a senha do meu Wi-Fi?',
    'Alexa, toque músicas para relaxar.',
    'Alexa, como está o tempo hoje?',
  ],
  finish: 'Finalizar',
  activeTitle: 'Alexa ativa',
  activeBody: 'Seu roteador está registrado na sua conta Amazon. Diga “Alexa” perto dele para começar.',
  deviceCard: 'Dispositivo',
  associated: 'Associado à conta Amazon',
  boardId: 'ID da placa',
  firmware: 'Versão do firmware',
  soundCard: 'Som',
  equalization: 'Equalização',
  equalizations: { 1: 'Padrão', 2: 'Samba', 3: 'Pop', 4: 'Rock', 5: 'Jazz' },
  volume: 'Volume',
  save: 'Salvar',
  disassociateTitle: 'Desassociar dispositivo?',
  disassociateBody:
    'O roteador deixará de responder aos comandos de voz e será removido da sua conta Amazon. Para usá-lo de novo, será preciso registrá-lo outra vez.',
  disassociateConfirm: 'Desassociar',
  disassociateError: 'Não foi possível desassociar o dispositivo. Verifique a conexão com seu dispositivo e tente novamente.',
  saving: 'Aguarde! Estamos salvando suas configurações.',
  saved: 'Configurações salvas com sucesso!',
  saveErrorTitle: 'Não foi possível salvar',
  saveError:
    'Houve um erro ao tentar salvar suas configurações. Verifique a conexão com seu dispositivo e tente novamente.',
  errorTitle: 'Algo deu errado',
  ok: 'OK',
} as const;
