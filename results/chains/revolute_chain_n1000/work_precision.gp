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
set ylabel 'max error of marker tip up to t = 0.2 s (m)' noenhanced
set output 'work_precision_nacf_fixed.png'
set title 'Work-precision: revolute_chain, nacf_fixed, t_end = 0.2 s' noenhanced
plot for [i=0:7] 'work_precision_nacf_fixed.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:1] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
set output 'work_precision_nacf_adaptive.png'
set title 'Work-precision: revolute_chain, nacf_adaptive, t_end = 0.2 s' noenhanced
plot for [i=0:8] 'work_precision_nacf_adaptive.dat' index i using 2:1 with linespoints pt 7 ps 0.6 title columnheader(1), for [i=0:1] 'work_precision_peers.dat' index i using 2:1 with linespoints lw 3 dt 2 pt 5 ps 0.9 title columnheader(1)
