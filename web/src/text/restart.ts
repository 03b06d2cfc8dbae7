/** The router-restart wait (spec 2 §4.7), shared by the network, wizard and system pages. */
export const restartText = {
  title: 'Aguarde! O roteador está reiniciando.',
  body: 'As configurações estão sendo aplicadas. Em instantes o roteador volta a responder e você continua de onde parou.',
  /** spec 1 §8 'Reboot', exact: the owner asked for a reboot (/system/reboot) */
  rebootTitle: 'O seu roteador será reiniciado...',
  rebootBody: 'A internet e o Wi-Fi voltam em cerca de um minuto; em seguida você continua de onde parou.',
  progress: 'Progresso da reinicialização',
  elapsed: (seconds: number) => `${seconds} s`,
  checking: 'Verificando se o roteador já responde…',
} as const;
