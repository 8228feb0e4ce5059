# Convergence and cost of every method on each validation case (written by mbdae reproduce validation).
set terminal pngcairo size 1500,820 font ',10' noenhanced
set logscale xy
set grid
set format x '%.0e'
set format y '%.0e'
set output 'a01_simple_pendulum.png'
set multiplot layout 1,2 title 'IFToMM A01: simple pendulum (simple_pendulum, 10.000 s)'
set key outside below center vertical maxrows 5 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'distance of the mass from the exact position at t_end, m'
plot 'a01_simple_pendulum.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a01_simple_pendulum.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a01_simple_pendulum.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a01_simple_pendulum.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a01_simple_pendulum.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a01_simple_pendulum.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a01_simple_pendulum.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     9.71715e-05*(x/0.01)**2 with lines dt 2 lc 'gray' title 'slope 2', 9.71715e-05*(x/0.01)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 7 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'a01_simple_pendulum.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a01_simple_pendulum.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a01_simple_pendulum.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a01_simple_pendulum.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a01_simple_pendulum.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a01_simple_pendulum.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a01_simple_pendulum.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     'a01_simple_pendulum.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'cvode-bdf af', \
     'a01_simple_pendulum.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'cvode-bdf af --projection', \
     'a01_simple_pendulum.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-adams af', \
     'a01_simple_pendulum.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'arkode-erk af rgcp', \
     'a01_simple_pendulum.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'ida index1', \
     'a01_simple_pendulum.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'ida ggl', \
     'a01_simple_pendulum.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'ida index3'
unset multiplot
set output 'a02_four_bar.png'
set multiplot layout 1,2 title 'IFToMM A02: N four-bar mechanism (n = 2) (four_bar, 10.000 s)'
set key outside below center vertical maxrows 6 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'distance of the first crank''s tip P1 from the reference at t_end, m'
plot 'a02_four_bar.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 uke rgcp', \
     'a02_four_bar.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 uke rgcp', \
     'a02_four_bar.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'ab4 uke direct', \
     'a02_four_bar.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'rk4 uke direct', \
     'a02_four_bar.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'arkode-erk-fixed uke rgcp', \
     'a02_four_bar.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
     'a02_four_bar.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'ali3p-trapezoidal', \
     'a02_four_bar.dat' index 7 using 1:2 with linespoints lc rgb '#ff9da7' pt 3 title 'ali3p-trapezoidal --energy-conserving', \
     'a02_four_bar.dat' index 8 using 1:2 with linespoints lc rgb '#9c755f' pt 6 title 'gen-alpha', \
     0.0468864*(x/0.002)**2 with lines dt 2 lc 'gray' title 'slope 2', 0.0468864*(x/0.002)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 8 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'a02_four_bar.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 uke rgcp', \
     'a02_four_bar.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 uke rgcp', \
     'a02_four_bar.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'ab4 uke direct', \
     'a02_four_bar.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'rk4 uke direct', \
     'a02_four_bar.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'arkode-erk-fixed uke rgcp', \
     'a02_four_bar.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
     'a02_four_bar.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'ali3p-trapezoidal', \
     'a02_four_bar.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'ali3p-trapezoidal --energy-conserving', \
     'a02_four_bar.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'gen-alpha', \
     'a02_four_bar.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-bdf uke', \
     'a02_four_bar.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'cvode-bdf uke --projection', \
     'a02_four_bar.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'cvode-adams uke', \
     'a02_four_bar.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'arkode-erk uke rgcp', \
     'a02_four_bar.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'ida index1', \
     'a02_four_bar.dat' index 14 using 3:2 with linespoints lc rgb '#59a14f' pt 1 title 'ida ggl', \
     'a02_four_bar.dat' index 15 using 3:2 with linespoints lc rgb '#edc948' pt 2 title 'ida index3'
unset multiplot
set output 'a03_andrews_squeezer.png'
set multiplot layout 1,2 title 'IFToMM A03: Andrews'' squeezing mechanism (andrews_squeezer, 0.030 s)'
set key outside below center vertical maxrows 5 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'largest distance of the markers F, E, D from the test set''s, m'
plot 'a03_andrews_squeezer.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a03_andrews_squeezer.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a03_andrews_squeezer.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a03_andrews_squeezer.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a03_andrews_squeezer.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a03_andrews_squeezer.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a03_andrews_squeezer.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     1.9384e-06*(x/1e-05)**2 with lines dt 2 lc 'gray' title 'slope 2', 1.9384e-06*(x/1e-05)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 7 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'a03_andrews_squeezer.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a03_andrews_squeezer.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a03_andrews_squeezer.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a03_andrews_squeezer.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a03_andrews_squeezer.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a03_andrews_squeezer.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a03_andrews_squeezer.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     'a03_andrews_squeezer.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'cvode-bdf af', \
     'a03_andrews_squeezer.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'cvode-bdf af --projection', \
     'a03_andrews_squeezer.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-adams af', \
     'a03_andrews_squeezer.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'arkode-erk af rgcp', \
     'a03_andrews_squeezer.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'ida index1', \
     'a03_andrews_squeezer.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'ida ggl', \
     'a03_andrews_squeezer.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'ida index3'
unset multiplot
set output 'turntable.png'
set multiplot layout 1,2 title 'Ball rolling on a turntable (paper 002, example 5) (turntable, 10.000 s)'
set key outside below center vertical maxrows 3 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'distance of the ball''s centre from the circle''s point at t_end, m'
plot 'turntable.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'turntable.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'turntable.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'turntable.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     0.840968*(x/0.001)**2 with lines dt 2 lc 'gray' title 'slope 2', 0.840968*(x/0.001)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 5 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'turntable.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'turntable.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'turntable.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'turntable.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'turntable.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'cvode-bdf af', \
     'turntable.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'cvode-bdf af --projection', \
     'turntable.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-adams af', \
     'turntable.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'arkode-erk af rgcp', \
     'turntable.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'ida index1', \
     'turntable.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'ida ggl'
unset multiplot
set output 'a04_bricard.png'
set multiplot layout 1,2 title 'IFToMM A04: Bricard''s mechanism (bricard, 10.000 s)'
set key outside below center vertical maxrows 7 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'largest |E - E0| over the run, J'
plot 'a04_bricard.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 uke rgcp', \
     'a04_bricard.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 uke rgcp', \
     'a04_bricard.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed uke rgcp', \
     'a04_bricard.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
     'a04_bricard.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'ab4 af rgcp', \
     'a04_bricard.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'rk4 af rgcp', \
     'a04_bricard.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'arkode-erk-fixed af rgcp', \
     'a04_bricard.dat' index 7 using 1:2 with linespoints lc rgb '#ff9da7' pt 3 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a04_bricard.dat' index 8 using 1:2 with linespoints lc rgb '#9c755f' pt 6 title 'ali3p-trapezoidal', \
     'a04_bricard.dat' index 9 using 1:2 with linespoints lc rgb '#bab0ac' pt 4 title 'ali3p-trapezoidal --energy-conserving', \
     'a04_bricard.dat' index 10 using 1:2 with linespoints lc rgb '#4e79a7' pt 5 title 'gen-alpha', \
     2.8761e-06*(x/0.005)**2 with lines dt 2 lc 'gray' title 'slope 2', 2.8761e-06*(x/0.005)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 11 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'a04_bricard.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 uke rgcp', \
     'a04_bricard.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 uke rgcp', \
     'a04_bricard.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed uke rgcp', \
     'a04_bricard.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] uke rgcp', \
     'a04_bricard.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'ab4 af rgcp', \
     'a04_bricard.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'rk4 af rgcp', \
     'a04_bricard.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'arkode-erk-fixed af rgcp', \
     'a04_bricard.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a04_bricard.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'ali3p-trapezoidal', \
     'a04_bricard.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'ali3p-trapezoidal --energy-conserving', \
     'a04_bricard.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'gen-alpha', \
     'a04_bricard.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'cvode-bdf uke', \
     'a04_bricard.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'cvode-bdf uke --projection', \
     'a04_bricard.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'cvode-adams uke', \
     'a04_bricard.dat' index 14 using 3:2 with linespoints lc rgb '#59a14f' pt 1 title 'arkode-erk uke rgcp', \
     'a04_bricard.dat' index 15 using 3:2 with linespoints lc rgb '#edc948' pt 2 title 'cvode-bdf af', \
     'a04_bricard.dat' index 16 using 3:2 with linespoints lc rgb '#b07aa1' pt 3 title 'cvode-bdf af --projection', \
     'a04_bricard.dat' index 17 using 3:2 with linespoints lc rgb '#ff9da7' pt 6 title 'cvode-adams af', \
     'a04_bricard.dat' index 18 using 3:2 with linespoints lc rgb '#9c755f' pt 4 title 'arkode-erk af rgcp', \
     'a04_bricard.dat' index 19 using 3:2 with linespoints lc rgb '#bab0ac' pt 7 title 'ida index1', \
     'a04_bricard.dat' index 20 using 3:2 with linespoints lc rgb '#4e79a7' pt 9 title 'ida ggl', \
     'a04_bricard.dat' index 21 using 3:2 with linespoints lc rgb '#f28e2b' pt 11 title 'ida index3'
unset multiplot
set output 'a05_flyball_governor.png'
set multiplot layout 1,2 title 'IFToMM A05: stiff flyball governor (flyball_governor, 2.000 s)'
set key outside below center vertical maxrows 5 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'largest distance of the two end masses and the slider from the reference''s at t_end, m'
plot 'a05_flyball_governor.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a05_flyball_governor.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a05_flyball_governor.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a05_flyball_governor.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a05_flyball_governor.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a05_flyball_governor.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a05_flyball_governor.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     2.87419e-05*(x/0.001)**2 with lines dt 2 lc 'gray' title 'slope 2', 2.87419e-05*(x/0.001)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 7 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'a05_flyball_governor.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'a05_flyball_governor.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'a05_flyball_governor.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'a05_flyball_governor.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'a05_flyball_governor.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'a05_flyball_governor.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'a05_flyball_governor.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     'a05_flyball_governor.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'cvode-bdf af', \
     'a05_flyball_governor.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'cvode-bdf af --projection', \
     'a05_flyball_governor.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-adams af', \
     'a05_flyball_governor.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'arkode-erk af rgcp', \
     'a05_flyball_governor.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'ida index1', \
     'a05_flyball_governor.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'ida ggl', \
     'a05_flyball_governor.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'ida index3'
unset multiplot
set output 'triple_pendulum.png'
set multiplot layout 1,2 title 'Paper 000''s triple pendulum, with Simbody beside it (triple_pendulum, 5.000 s)'
set key outside below center vertical maxrows 5 height 1 samplen 2 font ',8'
set xlabel 'dt (s)'
set ylabel 'distance of the tip D from the reference''s at t_end, m'
plot 'triple_pendulum.dat' index 0 using 1:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'triple_pendulum.dat' index 1 using 1:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'triple_pendulum.dat' index 2 using 1:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'triple_pendulum.dat' index 3 using 1:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'triple_pendulum.dat' index 4 using 1:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'triple_pendulum.dat' index 5 using 1:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'triple_pendulum.dat' index 6 using 1:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     4.82059e-05*(x/0.002)**2 with lines dt 2 lc 'gray' title 'slope 2', 4.82059e-05*(x/0.002)**4 with lines dt 3 lc 'black' title 'slope 4'
set key outside below center vertical maxrows 9 height 1 samplen 2 font ',8'
set xlabel 'wall time (s)'
plot 'triple_pendulum.dat' index 0 using 3:2 with linespoints lc rgb '#4e79a7' pt 7 title 'ab4 af rgcp', \
     'triple_pendulum.dat' index 1 using 3:2 with linespoints lc rgb '#f28e2b' pt 5 title 'rk4 af rgcp', \
     'triple_pendulum.dat' index 2 using 3:2 with linespoints lc rgb '#e15759' pt 9 title 'arkode-erk-fixed af rgcp', \
     'triple_pendulum.dat' index 3 using 3:2 with linespoints lc rgb '#76b7b2' pt 11 title 'arkode-erk-fixed[KNOTH_WOLKE_3_3] af rgcp', \
     'triple_pendulum.dat' index 4 using 3:2 with linespoints lc rgb '#59a14f' pt 13 title 'ali3p-trapezoidal', \
     'triple_pendulum.dat' index 5 using 3:2 with linespoints lc rgb '#edc948' pt 1 title 'ali3p-trapezoidal --energy-conserving', \
     'triple_pendulum.dat' index 6 using 3:2 with linespoints lc rgb '#b07aa1' pt 2 title 'gen-alpha', \
     'triple_pendulum.dat' index 7 using 3:2 with linespoints lc rgb '#ff9da7' pt 3 title 'cvode-bdf af', \
     'triple_pendulum.dat' index 8 using 3:2 with linespoints lc rgb '#9c755f' pt 6 title 'cvode-bdf af --projection', \
     'triple_pendulum.dat' index 9 using 3:2 with linespoints lc rgb '#bab0ac' pt 4 title 'cvode-adams af', \
     'triple_pendulum.dat' index 10 using 3:2 with linespoints lc rgb '#4e79a7' pt 5 title 'arkode-erk af rgcp', \
     'triple_pendulum.dat' index 11 using 3:2 with linespoints lc rgb '#f28e2b' pt 9 title 'ida index1', \
     'triple_pendulum.dat' index 12 using 3:2 with linespoints lc rgb '#e15759' pt 11 title 'ida ggl', \
     'triple_pendulum.dat' index 13 using 3:2 with linespoints lc rgb '#76b7b2' pt 13 title 'ida index3', \
     'triple_pendulum.dat' index 14 using 3:2 with linespoints lc rgb '#59a14f' pt 1 title 'simbody rk-merson (peer)', \
     'triple_pendulum.dat' index 15 using 3:2 with linespoints lc rgb '#edc948' pt 2 title 'simbody rk-feldberg (peer)', \
     'triple_pendulum.dat' index 16 using 3:2 with linespoints lc rgb '#b07aa1' pt 3 title 'simbody cpodes (peer)'
unset multiplot
