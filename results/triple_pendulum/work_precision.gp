# Work-precision plots written by mbdae compare: error of the marker against wall time.
set terminal pngcairo size 1000,700 font ',9'
set logscale xy
# Names print as they are (DORMAND_PRINCE_7_4_5, not subscripts): no enhanced text anywhere.
set termoption noenhanced
set format x '1e%L'
set format y '1e%L'
set grid
set key outside right top font ',8'
set xlabel 'wall time of the integration (s)'
set ylabel 'max error of marker D up to t = 5 s (m)' noenhanced
set output 'work_precision_nacf_fixed.png'
set title 'Work-precision: triple_pendulum, nacf_fixed, t_end = 5 s' noenhanced
plot for [i=0:83] 'work_precision_nacf_fixed.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_nacf_adaptive.png'
set title 'Work-precision: triple_pendulum, nacf_adaptive, t_end = 5 s' noenhanced
plot for [i=0:73] 'work_precision_nacf_adaptive.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_rpcf-ep_fixed.png'
set title 'Work-precision: triple_pendulum, rpcf-ep_fixed, t_end = 5 s' noenhanced
plot for [i=0:83] 'work_precision_rpcf-ep_fixed.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_rpcf-ep_adaptive.png'
set title 'Work-precision: triple_pendulum, rpcf-ep_adaptive, t_end = 5 s' noenhanced
plot for [i=0:70] 'work_precision_rpcf-ep_adaptive.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_relative_fixed.png'
set title 'Work-precision: triple_pendulum, relative_fixed, t_end = 5 s' noenhanced
plot for [i=0:62] 'work_precision_relative_fixed.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_relative_adaptive.png'
set title 'Work-precision: triple_pendulum, relative_adaptive, t_end = 5 s' noenhanced
plot for [i=0:59] 'work_precision_relative_adaptive.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_relative-velocity-transformation_fixed.png'
set title 'Work-precision: triple_pendulum, relative-velocity-transformation_fixed, t_end = 5 s' noenhanced
plot for [i=0:62] 'work_precision_relative-velocity-transformation_fixed.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_relative-velocity-transformation_adaptive.png'
set title 'Work-precision: triple_pendulum, relative-velocity-transformation_adaptive, t_end = 5 s' noenhanced
plot for [i=0:59] 'work_precision_relative-velocity-transformation_adaptive.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:5] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
