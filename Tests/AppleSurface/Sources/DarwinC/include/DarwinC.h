// A transcription of exactly the C declarations of Apple's Darwin module that
// Sources/FormSystem uses, with Darwin's own types, so that FormSystem's
// `#if canImport(Darwin)` branch is type-checked on Linux (docs/PORTABILITY.md).
//
// Written from the macOS SDK headers as published in Apple's open source
// (xnu's bsd/sys/*.h, Libc's include/*.h) and the BSD man pages Apple ships;
// each declaration names the header (and man page) it copies. Where Darwin
// writes a `__darwin_*` typedef, the typedef's underlying type on 64-bit
// Darwin is written instead, with the chain in a comment.
//
// Declarations only: nothing here is ever linked or run.
#ifndef FORMC_DARWIN_STUB_H
#define FORMC_DARWIN_STUB_H

#include <stddef.h> // size_t: the compiler's own header, not a C library's

// <sys/_types/_ssize_t.h>: ssize_t is __darwin_ssize_t, which is long.
typedef long ssize_t;
// <sys/_types/_pid_t.h>: pid_t is __darwin_pid_t, which is __int32_t.
typedef int pid_t;
// <sys/_types/_mode_t.h>: mode_t is __darwin_mode_t, which is __uint16_t
// (unsigned int on Linux).
typedef unsigned short mode_t;

// ---------------------------------------------------------------- errno
// <sys/errno.h>, intro(2): `#define errno (*__error())`; the Darwin overlay
// turns it into the Swift variable `errno` (see Darwin.swift).
extern int *__error(void);
// <sys/errno.h>, intro(2): the numbers FormSystem names.
#define ESRCH 3       /* No such process */
#define EINTR 4       /* Interrupted system call */
#define EIO 5         /* Input/output error */
#define EAGAIN 35     /* Resource temporarily unavailable (11 on Linux) */
#define EWOULDBLOCK EAGAIN /* Operation would block */

// ---------------------------------------------------------------- string.h
// <string.h>, strerror(3).
char *strerror(int errnum);

// ---------------------------------------------------------------- stdlib.h
// <stdlib.h>, getenv(3).
char *getenv(const char *name);
// <stdlib.h>, atexit(3).
int atexit(void (*func)(void));

// ---------------------------------------------------------------- stdio.h
// <stdio.h>, rename(2).
int rename(const char *old, const char *new);

// ---------------------------------------------------------------- unistd.h
// <unistd.h>: the standard descriptors.
#define STDIN_FILENO 0
#define STDOUT_FILENO 1
#define STDERR_FILENO 2
// <unistd.h>, read(2).
ssize_t read(int fildes, void *buf, size_t nbyte);
// <unistd.h>, write(2).
ssize_t write(int fildes, const void *buf, size_t nbyte);
// <unistd.h>, close(2).
int close(int fildes);
// <unistd.h>, isatty(3).
int isatty(int fildes);
// <unistd.h>, fsync(2).
int fsync(int fildes);
// <unistd.h>, pipe(2).
int pipe(int fildes[2]);
// <unistd.h>, unlink(2).
int unlink(const char *path);
// <unistd.h>, getpid(2).
pid_t getpid(void);

// ---------------------------------------------------------------- fcntl.h
// <sys/fcntl.h>, open(2) and fcntl(2): `int open(const char *, int, ...)` and
// `int fcntl(int, int, ...)` are variadic, which Swift does not import; the
// Darwin overlay declares Swift versions (see Darwin.swift).
#define O_RDONLY 0x0000
#define O_WRONLY 0x0001
#define O_RDWR 0x0002
#define O_NONBLOCK 0x00000004   /* 0o4000 on Linux */
#define O_CREAT 0x00000200      /* 0o100 on Linux */
#define O_TRUNC 0x00000400      /* 0o1000 on Linux */
#define O_NOCTTY 0x00020000     /* 0o400 on Linux */
#define O_CLOEXEC 0x01000000    /* 0o2000000 on Linux */
#define F_SETFD 2
#define F_GETFL 3
#define F_SETFL 4
#define FD_CLOEXEC 1

// ---------------------------------------------------------------- poll.h
// <poll.h>, poll(2).
struct pollfd {
    int fd;
    short events;
    short revents;
};
// <poll.h>: nfds_t is unsigned int (unsigned long on Glibc and Musl).
typedef unsigned int nfds_t;
#define POLLIN 0x0001
#define POLLOUT 0x0004
#define POLLERR 0x0008
#define POLLHUP 0x0010
#define POLLNVAL 0x0020
int poll(struct pollfd fds[], nfds_t nfds, int timeout);

// ---------------------------------------------------------------- termios.h
// <sys/termios.h>, termios(4), tcsetattr(3), cfmakeraw(3).
// tcflag_t is unsigned long (unsigned int on Glibc and Musl), speed_t is
// long, and NCCS is 20 (32 on Glibc and Musl, which also have c_line).
typedef unsigned long tcflag_t;
typedef unsigned char cc_t;
typedef long speed_t;
#define NCCS 20
struct termios {
    tcflag_t c_iflag;
    tcflag_t c_oflag;
    tcflag_t c_cflag;
    tcflag_t c_lflag;
    cc_t c_cc[NCCS];
    speed_t c_ispeed;
    speed_t c_ospeed;
};
// <sys/termios.h>: the local flags FormSystem names (ECHO is 0o10 on Linux).
#define ECHOE 0x00000002
#define ECHOK 0x00000004
#define ECHO 0x00000008
#define ECHONL 0x00000010
#define ISIG 0x00000080
#define ICANON 0x00000100
// <sys/termios.h>: tcsetattr's actions (the same on Linux).
#define TCSANOW 0
#define TCSADRAIN 1
#define TCSAFLUSH 2
int tcgetattr(int fildes, struct termios *termios_p);
int tcsetattr(int fildes, int optional_actions, const struct termios *termios_p);
void cfmakeraw(struct termios *termios_p);

// ---------------------------------------------------------------- ioctl
// <sys/ttycom.h>, tty(4): the window size TIOCGWINSZ reads and TIOCSWINSZ
// writes. The request macros are `_IOR('t', 104, struct winsize)` and
// `_IOW('t', 103, struct winsize)`, which Swift cannot import; the Darwin
// overlay declares them (see Darwin.swift). `int ioctl(int, unsigned long, ...)`
// (<sys/ioctl.h>, ioctl(2)) is variadic, also declared by the overlay.
struct winsize {
    unsigned short ws_row;
    unsigned short ws_col;
    unsigned short ws_xpixel;
    unsigned short ws_ypixel;
};

// ---------------------------------------------------------------- util.h
// <util.h>, openpty(3): termp and winp are not const on Darwin (they are on Linux).
int openpty(int *amaster, int *aslave, char *name, struct termios *termp, struct winsize *winp);

// ---------------------------------------------------------------- signal.h
// <sys/signal.h>, signal(3): the numbers FormSystem names (the same on Linux).
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGKILL 9
#define SIGPIPE 13
#define SIGTERM 15
#define SIGWINCH 28
// <sys/_types/_sigset_t.h>: sigset_t is __darwin_sigset_t, which is
// __uint32_t (a 1024-bit structure on Glibc and Musl).
typedef unsigned int sigset_t;
struct __siginfo;
// <sys/signal.h>, sigaction(2): the handler is in a union named
// __sigaction_u (Glibc: __sigaction_handler; Musl: __sa_handler).
union __sigaction_u {
    void (*__sa_handler)(int);
    void (*__sa_sigaction)(int, struct __siginfo *, void *);
};
struct sigaction {
    union __sigaction_u __sigaction_u;
    sigset_t sa_mask;
    int sa_flags;
};
// <sys/signal.h>: sig_t, the handler type (Glibc: __sighandler_t).
typedef void (*sig_t)(int);
// <signal.h>, sigaction(2).
int sigaction(int sig, const struct sigaction *restrict act, struct sigaction *restrict oact);
// <signal.h>, sigsetops(3).
int sigemptyset(sigset_t *set);
// <signal.h>, raise(3).
int raise(int sig);
// <signal.h>, kill(2).
int kill(pid_t pid, int sig);

#endif
